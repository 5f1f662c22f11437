// Generated from schemas/*.schema.json by `npm run schemas` (ajv standalone code). Do not edit.
"use strict";
exports.input_study = validate20;
const schema31 = {"$id":"input/study.schema.json","title":"StudyManifest","description":"study.json: the manifest of a raw study","type":"object","additionalProperties":false,"required":["taxYear","product","rates","defaultStatuses","recommendations","entities"],"properties":{"taxYear":{"type":"integer","minimum":1900,"maximum":2999,"description":"a four-digit tax year such as 2024"},"product":{"type":"object","additionalProperties":false,"required":["name","slug"],"properties":{"name":{"type":"string","minLength":1,"description":"the product's display name"},"slug":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"lower-case words joined by hyphens, such as \"northwind\""}}},"rates":{"$ref":"#/$defs/relativePath"},"defaultStatuses":{"$ref":"#/$defs/relativePath"},"recommendations":{"$ref":"#/$defs/relativePath"},"thresholds":{"$ref":"#/$defs/relativePath","description":"thresholds.csv: each state's economic nexus rule, needed when an entity names transactions or daily (TRANSACTIONS.md)"},"exposure":{"type":"object","additionalProperties":false,"required":["firstYear","asOf"],"description":"the years examined for exposure (EXPOSURE.md): an object with firstYear and asOf","properties":{"firstYear":{"type":"integer","minimum":1900,"maximum":2999,"description":"the first calendar year examined, a four-digit year such as 2021, no later than the tax year"},"asOf":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","description":"the study's date as YYYY-MM-DD, such as \"2025-03-31\": no earlier than 31 December of the tax year, no more than ten years after 1 January of firstYear"}}},"entities":{"type":"array","minItems":1,"description":"a list of at least one entity, in display order","items":{"type":"object","additionalProperties":false,"required":["code","name","colour"],"properties":{"code":{"type":"string","pattern":"^[A-Z0-9]{1,4}$","description":"one to four capital letters or digits, such as \"A\""},"name":{"type":"string","minLength":1,"description":"the entity's display name"},"colour":{"enum":["green","blue","amber","red","purple","pink","teal","orange","indigo","slate"],"description":"one of green, blue, amber, red, purple, pink, teal, orange, indigo, slate"},"revenue":{"$ref":"#/$defs/relativePath"},"nexus":{"$ref":"#/$defs/relativePath"},"transactions":{"$ref":"#/$defs/relativePath","description":"the entity's dated sales, Date,State,Amount, such as \"transactions/A.csv\""},"daily":{"$ref":"#/$defs/relativePath","description":"the entity's sales already summed per state and day, Date,State,Sales,Transactions, such as \"daily/A.csv\""}}}}},"$defs":{"relativePath":{"type":"string","pattern":"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$","description":"a .csv path relative to the study folder, such as \"revenue/A.csv\""}}};
const schema32 = {"type":"string","pattern":"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$","description":"a .csv path relative to the study folder, such as \"revenue/A.csv\""};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern5 = new RegExp("^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$", "u");
const pattern9 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const pattern10 = new RegExp("^[A-Z0-9]{1,4}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/study.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.taxYear === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.product === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rates === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rates"},message:"must have required property '"+"rates"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.defaultStatuses === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultStatuses"},message:"must have required property '"+"defaultStatuses"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.recommendations === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendations"},message:"must have required property '"+"recommendations"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entities === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "taxYear") || (key0 === "product")) || (key0 === "rates")) || (key0 === "defaultStatuses")) || (key0 === "recommendations")) || (key0 === "thresholds")) || (key0 === "exposure")) || (key0 === "entities"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.taxYear !== undefined){
let data0 = data.taxYear;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/taxYear",schemaPath:"#/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema31.properties.taxYear.type,parentSchema:schema31.properties.taxYear,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2999 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/taxYear",schemaPath:"#/properties/taxYear/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2999},message:"must be <= 2999",schema:2999,parentSchema:schema31.properties.taxYear,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 1900 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/taxYear",schemaPath:"#/properties/taxYear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1900},message:"must be >= 1900",schema:1900,parentSchema:schema31.properties.taxYear,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.product !== undefined){
let data1 = data.product;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err10 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema31.properties.product.required,parentSchema:schema31.properties.product,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.slug === undefined){
const err11 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'",schema:schema31.properties.product.required,parentSchema:schema31.properties.product,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "slug"))){
const err12 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.product,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/product/name",schemaPath:"#/properties/product/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.product.properties.name,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/product/name",schemaPath:"#/properties/product/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.product.properties.name.type,parentSchema:schema31.properties.product.properties.name,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.slug !== undefined){
let data3 = data1.slug;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err15 = {instancePath:instancePath+"/product/slug",schemaPath:"#/properties/product/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema31.properties.product.properties.slug,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/product/slug",schemaPath:"#/properties/product/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.product.properties.slug.type,parentSchema:schema31.properties.product.properties.slug,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.product.type,parentSchema:schema31.properties.product,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.rates !== undefined){
let data4 = data.rates;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err18 = {instancePath:instancePath+"/rates",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/rates",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.defaultStatuses !== undefined){
let data5 = data.defaultStatuses;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err20 = {instancePath:instancePath+"/defaultStatuses",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/defaultStatuses",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.recommendations !== undefined){
let data6 = data.recommendations;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err22 = {instancePath:instancePath+"/recommendations",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/recommendations",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.thresholds !== undefined){
let data7 = data.thresholds;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err24 = {instancePath:instancePath+"/thresholds",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/thresholds",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.exposure !== undefined){
let data8 = data.exposure;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.firstYear === undefined){
const err26 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "firstYear"},message:"must have required property '"+"firstYear"+"'",schema:schema31.properties.exposure.required,parentSchema:schema31.properties.exposure,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8.asOf === undefined){
const err27 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "asOf"},message:"must have required property '"+"asOf"+"'",schema:schema31.properties.exposure.required,parentSchema:schema31.properties.exposure,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "firstYear") || (key2 === "asOf"))){
const err28 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.exposure,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.firstYear !== undefined){
let data9 = data8.firstYear;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err29 = {instancePath:instancePath+"/exposure/firstYear",schemaPath:"#/properties/exposure/properties/firstYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema31.properties.exposure.properties.firstYear.type,parentSchema:schema31.properties.exposure.properties.firstYear,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2999 || isNaN(data9)){
const err30 = {instancePath:instancePath+"/exposure/firstYear",schemaPath:"#/properties/exposure/properties/firstYear/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2999},message:"must be <= 2999",schema:2999,parentSchema:schema31.properties.exposure.properties.firstYear,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data9 < 1900 || isNaN(data9)){
const err31 = {instancePath:instancePath+"/exposure/firstYear",schemaPath:"#/properties/exposure/properties/firstYear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1900},message:"must be >= 1900",schema:1900,parentSchema:schema31.properties.exposure.properties.firstYear,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data8.asOf !== undefined){
let data10 = data8.asOf;
if(typeof data10 === "string"){
if(!pattern9.test(data10)){
const err32 = {instancePath:instancePath+"/exposure/asOf",schemaPath:"#/properties/exposure/properties/asOf/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\"",schema:"^[0-9]{4}-[0-9]{2}-[0-9]{2}$",parentSchema:schema31.properties.exposure.properties.asOf,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/exposure/asOf",schemaPath:"#/properties/exposure/properties/asOf/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.exposure.properties.asOf.type,parentSchema:schema31.properties.exposure.properties.asOf,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.exposure.type,parentSchema:schema31.properties.exposure,data:data8};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.entities !== undefined){
let data11 = data.entities;
if(Array.isArray(data11)){
if(data11.length < 1){
const err35 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.entities,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.code === undefined){
const err36 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data12.name === undefined){
const err37 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12.colour === undefined){
const err38 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data12){
if(!(((((((key3 === "code") || (key3 === "name")) || (key3 === "colour")) || (key3 === "revenue")) || (key3 === "nexus")) || (key3 === "transactions")) || (key3 === "daily"))){
const err39 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.entities.items,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data12.code !== undefined){
let data13 = data12.code;
if(typeof data13 === "string"){
if(!pattern10.test(data13)){
const err40 = {instancePath:instancePath+"/entities/" + i0+"/code",schemaPath:"#/properties/entities/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema31.properties.entities.items.properties.code,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/entities/" + i0+"/code",schemaPath:"#/properties/entities/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.entities.items.properties.code.type,parentSchema:schema31.properties.entities.items.properties.code,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data12.name !== undefined){
let data14 = data12.name;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err42 = {instancePath:instancePath+"/entities/" + i0+"/name",schemaPath:"#/properties/entities/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.entities.items.properties.name,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/entities/" + i0+"/name",schemaPath:"#/properties/entities/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.entities.items.properties.name.type,parentSchema:schema31.properties.entities.items.properties.name,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data12.colour !== undefined){
let data15 = data12.colour;
if(!((((((((((data15 === "green") || (data15 === "blue")) || (data15 === "amber")) || (data15 === "red")) || (data15 === "purple")) || (data15 === "pink")) || (data15 === "teal")) || (data15 === "orange")) || (data15 === "indigo")) || (data15 === "slate"))){
const err44 = {instancePath:instancePath+"/entities/" + i0+"/colour",schemaPath:"#/properties/entities/items/properties/colour/enum",keyword:"enum",params:{allowedValues: schema31.properties.entities.items.properties.colour.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.entities.items.properties.colour.enum,parentSchema:schema31.properties.entities.items.properties.colour,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data12.revenue !== undefined){
let data16 = data12.revenue;
if(typeof data16 === "string"){
if(!pattern5.test(data16)){
const err45 = {instancePath:instancePath+"/entities/" + i0+"/revenue",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/entities/" + i0+"/revenue",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data12.nexus !== undefined){
let data17 = data12.nexus;
if(typeof data17 === "string"){
if(!pattern5.test(data17)){
const err47 = {instancePath:instancePath+"/entities/" + i0+"/nexus",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/entities/" + i0+"/nexus",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data12.transactions !== undefined){
let data18 = data12.transactions;
if(typeof data18 === "string"){
if(!pattern5.test(data18)){
const err49 = {instancePath:instancePath+"/entities/" + i0+"/transactions",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/entities/" + i0+"/transactions",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data12.daily !== undefined){
let data19 = data12.daily;
if(typeof data19 === "string"){
if(!pattern5.test(data19)){
const err51 = {instancePath:instancePath+"/entities/" + i0+"/daily",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema32,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/entities/" + i0+"/daily",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.entities.items.type,parentSchema:schema31.properties.entities.items,data:data12};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.entities.type,parentSchema:schema31.properties.entities,data:data11};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_rates = validate21;
const schema40 = {"$id":"input/rates.schema.json","title":"RateRow","description":"one row of rates.csv","type":"object","additionalProperties":false,"required":["State","Rate"],"properties":{"State":{"type":"string","pattern":"^[A-Z]{2}$","description":"a two-letter state code such as \"AZ\""},"Rate":{"type":"string","pattern":"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$","description":"a percentage from 0 to 100 with at most three decimal places, such as \"8.379\""}}};
const pattern15 = new RegExp("^[A-Z]{2}$", "u");
const pattern16 = new RegExp("^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/rates.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Rate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Rate"},message:"must have required property '"+"Rate"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "State") || (key0 === "Rate"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.State !== undefined){
let data0 = data.State;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema40.properties.State,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.State.type,parentSchema:schema40.properties.State,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Rate !== undefined){
let data1 = data.Rate;
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
const err5 = {instancePath:instancePath+"/Rate",schemaPath:"#/properties/Rate/pattern",keyword:"pattern",params:{pattern: "^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$"},message:"must match pattern \""+"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$"+"\"",schema:"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$",parentSchema:schema40.properties.Rate,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Rate",schemaPath:"#/properties/Rate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Rate.type,parentSchema:schema40.properties.Rate,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_default_statuses = validate22;
const schema41 = {"$id":"input/default-statuses.schema.json","title":"DefaultStatusRow","description":"one row of default-statuses.csv","type":"object","additionalProperties":false,"required":["State","Status"],"properties":{"State":{"type":"string","pattern":"^[A-Z]{2}$","description":"a two-letter state code such as \"AZ\""},"Status":{"enum":["Crossed Threshold","Exposed","Not Exposed","No Sales Tax"],"description":"one of Crossed Threshold, Exposed, Not Exposed, No Sales Tax"}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/default-statuses.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema41.required,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Status"},message:"must have required property '"+"Status"+"'",schema:schema41.required,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "State") || (key0 === "Status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.State !== undefined){
let data0 = data.State;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema41.properties.State,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.State.type,parentSchema:schema41.properties.State,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Status !== undefined){
let data1 = data.Status;
if(!((((data1 === "Crossed Threshold") || (data1 === "Exposed")) || (data1 === "Not Exposed")) || (data1 === "No Sales Tax"))){
const err5 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/enum",keyword:"enum",params:{allowedValues: schema41.properties.Status.enum},message:"must be equal to one of the allowed values",schema:schema41.properties.Status.enum,parentSchema:schema41.properties.Status,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_recommendations = validate23;
const schema42 = {"$id":"input/recommendations.schema.json","title":"RecommendationRow","description":"one row of recommendations.csv","type":"object","additionalProperties":false,"required":["Entity","States","Recommendation","Note"],"properties":{"Entity":{"type":"string","pattern":"^[A-Z0-9]{1,4}$","description":"an entity code from study.json, such as \"A\""},"States":{"type":"string","pattern":"^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$","description":"two-letter state codes separated by single spaces (\"AZ MA OH\"), or \"Potentially International\""},"Recommendation":{"type":"string","minLength":1,"description":"the recommendation text, not empty"},"Note":{"type":"string","description":"free text, may be empty"}}};
const pattern19 = new RegExp("^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/recommendations.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Entity === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Entity"},message:"must have required property '"+"Entity"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.States === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "States"},message:"must have required property '"+"States"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Recommendation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Recommendation"},message:"must have required property '"+"Recommendation"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Note === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Note"},message:"must have required property '"+"Note"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "Entity") || (key0 === "States")) || (key0 === "Recommendation")) || (key0 === "Note"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Entity !== undefined){
let data0 = data.Entity;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err5 = {instancePath:instancePath+"/Entity",schemaPath:"#/properties/Entity/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema42.properties.Entity,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Entity",schemaPath:"#/properties/Entity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Entity.type,parentSchema:schema42.properties.Entity,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.States !== undefined){
let data1 = data.States;
if(typeof data1 === "string"){
if(!pattern19.test(data1)){
const err7 = {instancePath:instancePath+"/States",schemaPath:"#/properties/States/pattern",keyword:"pattern",params:{pattern: "^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$"},message:"must match pattern \""+"^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$"+"\"",schema:"^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$",parentSchema:schema42.properties.States,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/States",schemaPath:"#/properties/States/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.States.type,parentSchema:schema42.properties.States,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.Recommendation !== undefined){
let data2 = data.Recommendation;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/Recommendation",schemaPath:"#/properties/Recommendation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.properties.Recommendation,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/Recommendation",schemaPath:"#/properties/Recommendation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Recommendation.type,parentSchema:schema42.properties.Recommendation,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.Note !== undefined){
let data3 = data.Note;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Note.type,parentSchema:schema42.properties.Note,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_revenue = validate24;
const schema43 = {"$id":"input/revenue.schema.json","title":"RevenueRow","description":"one row of revenue/<CODE>.csv","type":"object","additionalProperties":false,"required":["State","Revenue"],"properties":{"State":{"$ref":"../common.schema.json#/$defs/usStateCode"},"Revenue":{"type":"string","pattern":"^-?[0-9]+(\\.[0-9]{1,2})?$","description":"a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as \"1234.50\""}}};
const schema45 = {"title":"UsStateCode","enum":["AL","AK","AZ","AR","CA","CO","CT","DE","DC","FL","GA","HI","ID","IL","IN","IA","KS","KY","LA","ME","MD","MA","MI","MN","MS","MO","MT","NE","NV","NH","NJ","NM","NY","NC","ND","OH","OK","OR","PA","PR","RI","SC","SD","TN","TX","UT","VT","VA","WA","WV","WI","WY"],"description":"a US state, DC or PR code in capitals, such as \"AZ\""};
const pattern20 = new RegExp("^-?[0-9]+(\\.[0-9]{1,2})?$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/revenue.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Revenue === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Revenue"},message:"must have required property '"+"Revenue"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "State") || (key0 === "Revenue"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.State !== undefined){
let data0 = data.State;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data0 === "AL") || (data0 === "AK")) || (data0 === "AZ")) || (data0 === "AR")) || (data0 === "CA")) || (data0 === "CO")) || (data0 === "CT")) || (data0 === "DE")) || (data0 === "DC")) || (data0 === "FL")) || (data0 === "GA")) || (data0 === "HI")) || (data0 === "ID")) || (data0 === "IL")) || (data0 === "IN")) || (data0 === "IA")) || (data0 === "KS")) || (data0 === "KY")) || (data0 === "LA")) || (data0 === "ME")) || (data0 === "MD")) || (data0 === "MA")) || (data0 === "MI")) || (data0 === "MN")) || (data0 === "MS")) || (data0 === "MO")) || (data0 === "MT")) || (data0 === "NE")) || (data0 === "NV")) || (data0 === "NH")) || (data0 === "NJ")) || (data0 === "NM")) || (data0 === "NY")) || (data0 === "NC")) || (data0 === "ND")) || (data0 === "OH")) || (data0 === "OK")) || (data0 === "OR")) || (data0 === "PA")) || (data0 === "PR")) || (data0 === "RI")) || (data0 === "SC")) || (data0 === "SD")) || (data0 === "TN")) || (data0 === "TX")) || (data0 === "UT")) || (data0 === "VT")) || (data0 === "VA")) || (data0 === "WA")) || (data0 === "WV")) || (data0 === "WI")) || (data0 === "WY"))){
const err3 = {instancePath:instancePath+"/State",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Revenue !== undefined){
let data1 = data.Revenue;
if(typeof data1 === "string"){
if(!pattern20.test(data1)){
const err4 = {instancePath:instancePath+"/Revenue",schemaPath:"#/properties/Revenue/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]{1,2})?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]{1,2})?$"+"\"",schema:"^-?[0-9]+(\\.[0-9]{1,2})?$",parentSchema:schema43.properties.Revenue,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/Revenue",schemaPath:"#/properties/Revenue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.Revenue.type,parentSchema:schema43.properties.Revenue,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_nexus = validate26;
const schema46 = {"$id":"input/nexus.schema.json","title":"NexusRow","description":"one row of the tax engine's nexus report, nexus/<CODE>.csv","type":"object","additionalProperties":false,"required":["Jurisdiction","Rule Set Name","Date Crossed Threshold","Aggregation Start Date","Aggregation End Date","Transactions Count","Transactions Threshold","Sales Amount","Sales Threshold","Sales After Nexus","Total Sales","Currency","Transactions Percentage","Sales Percentage","Transactions Status","Sales Status","Overall Status","Nexus Threshold Type","Period Type"],"properties":{"Jurisdiction":{"type":"string","pattern":"^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$","description":"USA.S-XX, a three-letter country code, CAN.P-XX or Unattributed Revenue"},"Rule Set Name":{"type":"string","description":"the engine's rule set name"},"Date Crossed Threshold":{"$ref":"#/$defs/optionalDate"},"Aggregation Start Date":{"$ref":"#/$defs/optionalDate"},"Aggregation End Date":{"type":"string","pattern":"^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$","description":"a date and time such as \"2024-12-31 23:59:59.999999999\", or blank"},"Transactions Count":{"$ref":"#/$defs/count"},"Transactions Threshold":{"$ref":"#/$defs/count"},"Sales Amount":{"$ref":"#/$defs/amount"},"Sales Threshold":{"$ref":"#/$defs/amount"},"Sales After Nexus":{"$ref":"#/$defs/amount"},"Total Sales":{"$ref":"#/$defs/amount"},"Currency":{"type":"string","pattern":"^([A-Z]{3}|UNKNOWN)$","description":"a three-letter currency code such as \"USD\", or UNKNOWN"},"Transactions Percentage":{"$ref":"#/$defs/amount"},"Sales Percentage":{"$ref":"#/$defs/amount"},"Transactions Status":{"$ref":"#/$defs/status"},"Sales Status":{"$ref":"#/$defs/status"},"Overall Status":{"$ref":"#/$defs/status"},"Nexus Threshold Type":{"enum":["","Sales","Transactions","Transactions Or Sales","Transactions And Sales"],"description":"one of Sales, Transactions, Transactions Or Sales, Transactions And Sales, or blank"},"Period Type":{"type":"string","description":"the engine's aggregation period type"}},"$defs":{"optionalDate":{"type":"string","pattern":"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$","description":"a date as YYYY-MM-DD, or blank"},"count":{"type":"string","pattern":"^(-?[0-9]+)?$","description":"a whole number, or blank"},"amount":{"type":"string","pattern":"^(-?[0-9]+(\\.[0-9]{1,2})?)?$","description":"a number with at most two decimal places and no thousands separators, such as \"1234.50\", or blank"},"status":{"enum":["","Not Exposed","Exposed","Approaching","Crossed Threshold","No Sales Tax"],"description":"one of Not Exposed, Exposed, Approaching, Crossed Threshold, No Sales Tax, or blank"}}};
const schema47 = {"type":"string","pattern":"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$","description":"a date as YYYY-MM-DD, or blank"};
const schema49 = {"type":"string","pattern":"^(-?[0-9]+)?$","description":"a whole number, or blank"};
const schema51 = {"type":"string","pattern":"^(-?[0-9]+(\\.[0-9]{1,2})?)?$","description":"a number with at most two decimal places and no thousands separators, such as \"1234.50\", or blank"};
const schema57 = {"enum":["","Not Exposed","Exposed","Approaching","Crossed Threshold","No Sales Tax"],"description":"one of Not Exposed, Exposed, Approaching, Crossed Threshold, No Sales Tax, or blank"};
const func4 = Object.prototype.hasOwnProperty;
const pattern21 = new RegExp("^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$", "u");
const pattern22 = new RegExp("^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$", "u");
const pattern24 = new RegExp("^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$", "u");
const pattern25 = new RegExp("^(-?[0-9]+)?$", "u");
const pattern27 = new RegExp("^(-?[0-9]+(\\.[0-9]{1,2})?)?$", "u");
const pattern31 = new RegExp("^([A-Z]{3}|UNKNOWN)$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/nexus.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Jurisdiction"},message:"must have required property '"+"Jurisdiction"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["Rule Set Name"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Rule Set Name"},message:"must have required property '"+"Rule Set Name"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["Date Crossed Threshold"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Date Crossed Threshold"},message:"must have required property '"+"Date Crossed Threshold"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["Aggregation Start Date"] === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Aggregation Start Date"},message:"must have required property '"+"Aggregation Start Date"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data["Aggregation End Date"] === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Aggregation End Date"},message:"must have required property '"+"Aggregation End Date"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data["Transactions Count"] === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Count"},message:"must have required property '"+"Transactions Count"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data["Transactions Threshold"] === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Threshold"},message:"must have required property '"+"Transactions Threshold"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data["Sales Amount"] === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Amount"},message:"must have required property '"+"Sales Amount"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data["Sales Threshold"] === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Threshold"},message:"must have required property '"+"Sales Threshold"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data["Sales After Nexus"] === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales After Nexus"},message:"must have required property '"+"Sales After Nexus"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data["Total Sales"] === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Total Sales"},message:"must have required property '"+"Total Sales"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.Currency === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Currency"},message:"must have required property '"+"Currency"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data["Transactions Percentage"] === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Percentage"},message:"must have required property '"+"Transactions Percentage"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data["Sales Percentage"] === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Percentage"},message:"must have required property '"+"Sales Percentage"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data["Transactions Status"] === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Status"},message:"must have required property '"+"Transactions Status"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data["Sales Status"] === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Status"},message:"must have required property '"+"Sales Status"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data["Overall Status"] === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Overall Status"},message:"must have required property '"+"Overall Status"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data["Nexus Threshold Type"] === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Nexus Threshold Type"},message:"must have required property '"+"Nexus Threshold Type"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data["Period Type"] === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Period Type"},message:"must have required property '"+"Period Type"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema46.properties, key0))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.Jurisdiction !== undefined){
let data0 = data.Jurisdiction;
if(typeof data0 === "string"){
if(!pattern21.test(data0)){
const err20 = {instancePath:instancePath+"/Jurisdiction",schemaPath:"#/properties/Jurisdiction/pattern",keyword:"pattern",params:{pattern: "^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$"},message:"must match pattern \""+"^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$"+"\"",schema:"^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$",parentSchema:schema46.properties.Jurisdiction,data:data0};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/Jurisdiction",schemaPath:"#/properties/Jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.Jurisdiction.type,parentSchema:schema46.properties.Jurisdiction,data:data0};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data["Rule Set Name"] !== undefined){
let data1 = data["Rule Set Name"];
if(typeof data1 !== "string"){
const err22 = {instancePath:instancePath+"/Rule Set Name",schemaPath:"#/properties/Rule%20Set%20Name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties["Rule Set Name"].type,parentSchema:schema46.properties["Rule Set Name"],data:data1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data["Date Crossed Threshold"] !== undefined){
let data2 = data["Date Crossed Threshold"];
if(typeof data2 === "string"){
if(!pattern22.test(data2)){
const err23 = {instancePath:instancePath+"/Date Crossed Threshold",schemaPath:"#/$defs/optionalDate/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"},message:"must match pattern \""+"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"+"\"",schema:"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$",parentSchema:schema47,data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/Date Crossed Threshold",schemaPath:"#/$defs/optionalDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.type,parentSchema:schema47,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data["Aggregation Start Date"] !== undefined){
let data3 = data["Aggregation Start Date"];
if(typeof data3 === "string"){
if(!pattern22.test(data3)){
const err25 = {instancePath:instancePath+"/Aggregation Start Date",schemaPath:"#/$defs/optionalDate/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"},message:"must match pattern \""+"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"+"\"",schema:"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$",parentSchema:schema47,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/Aggregation Start Date",schemaPath:"#/$defs/optionalDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.type,parentSchema:schema47,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data["Aggregation End Date"] !== undefined){
let data4 = data["Aggregation End Date"];
if(typeof data4 === "string"){
if(!pattern24.test(data4)){
const err27 = {instancePath:instancePath+"/Aggregation End Date",schemaPath:"#/properties/Aggregation%20End%20Date/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$"},message:"must match pattern \""+"^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$"+"\"",schema:"^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$",parentSchema:schema46.properties["Aggregation End Date"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/Aggregation End Date",schemaPath:"#/properties/Aggregation%20End%20Date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties["Aggregation End Date"].type,parentSchema:schema46.properties["Aggregation End Date"],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data["Transactions Count"] !== undefined){
let data5 = data["Transactions Count"];
if(typeof data5 === "string"){
if(!pattern25.test(data5)){
const err29 = {instancePath:instancePath+"/Transactions Count",schemaPath:"#/$defs/count/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+)?$"},message:"must match pattern \""+"^(-?[0-9]+)?$"+"\"",schema:"^(-?[0-9]+)?$",parentSchema:schema49,data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/Transactions Count",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.type,parentSchema:schema49,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data["Transactions Threshold"] !== undefined){
let data6 = data["Transactions Threshold"];
if(typeof data6 === "string"){
if(!pattern25.test(data6)){
const err31 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/$defs/count/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+)?$"},message:"must match pattern \""+"^(-?[0-9]+)?$"+"\"",schema:"^(-?[0-9]+)?$",parentSchema:schema49,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.type,parentSchema:schema49,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data["Sales Amount"] !== undefined){
let data7 = data["Sales Amount"];
if(typeof data7 === "string"){
if(!pattern27.test(data7)){
const err33 = {instancePath:instancePath+"/Sales Amount",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema51,data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/Sales Amount",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data["Sales Threshold"] !== undefined){
let data8 = data["Sales Threshold"];
if(typeof data8 === "string"){
if(!pattern27.test(data8)){
const err35 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema51,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data["Sales After Nexus"] !== undefined){
let data9 = data["Sales After Nexus"];
if(typeof data9 === "string"){
if(!pattern27.test(data9)){
const err37 = {instancePath:instancePath+"/Sales After Nexus",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema51,data:data9};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/Sales After Nexus",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data["Total Sales"] !== undefined){
let data10 = data["Total Sales"];
if(typeof data10 === "string"){
if(!pattern27.test(data10)){
const err39 = {instancePath:instancePath+"/Total Sales",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema51,data:data10};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/Total Sales",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data10};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.Currency !== undefined){
let data11 = data.Currency;
if(typeof data11 === "string"){
if(!pattern31.test(data11)){
const err41 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/pattern",keyword:"pattern",params:{pattern: "^([A-Z]{3}|UNKNOWN)$"},message:"must match pattern \""+"^([A-Z]{3}|UNKNOWN)$"+"\"",schema:"^([A-Z]{3}|UNKNOWN)$",parentSchema:schema46.properties.Currency,data:data11};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.Currency.type,parentSchema:schema46.properties.Currency,data:data11};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data["Transactions Percentage"] !== undefined){
let data12 = data["Transactions Percentage"];
if(typeof data12 === "string"){
if(!pattern27.test(data12)){
const err43 = {instancePath:instancePath+"/Transactions Percentage",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema51,data:data12};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/Transactions Percentage",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data12};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data["Sales Percentage"] !== undefined){
let data13 = data["Sales Percentage"];
if(typeof data13 === "string"){
if(!pattern27.test(data13)){
const err45 = {instancePath:instancePath+"/Sales Percentage",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema51,data:data13};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/Sales Percentage",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data13};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data["Transactions Status"] !== undefined){
let data14 = data["Transactions Status"];
if(!((((((data14 === "") || (data14 === "Not Exposed")) || (data14 === "Exposed")) || (data14 === "Approaching")) || (data14 === "Crossed Threshold")) || (data14 === "No Sales Tax"))){
const err47 = {instancePath:instancePath+"/Transactions Status",schemaPath:"#/$defs/status/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data["Sales Status"] !== undefined){
let data15 = data["Sales Status"];
if(!((((((data15 === "") || (data15 === "Not Exposed")) || (data15 === "Exposed")) || (data15 === "Approaching")) || (data15 === "Crossed Threshold")) || (data15 === "No Sales Tax"))){
const err48 = {instancePath:instancePath+"/Sales Status",schemaPath:"#/$defs/status/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data["Overall Status"] !== undefined){
let data16 = data["Overall Status"];
if(!((((((data16 === "") || (data16 === "Not Exposed")) || (data16 === "Exposed")) || (data16 === "Approaching")) || (data16 === "Crossed Threshold")) || (data16 === "No Sales Tax"))){
const err49 = {instancePath:instancePath+"/Overall Status",schemaPath:"#/$defs/status/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data["Nexus Threshold Type"] !== undefined){
let data17 = data["Nexus Threshold Type"];
if(!(((((data17 === "") || (data17 === "Sales")) || (data17 === "Transactions")) || (data17 === "Transactions Or Sales")) || (data17 === "Transactions And Sales"))){
const err50 = {instancePath:instancePath+"/Nexus Threshold Type",schemaPath:"#/properties/Nexus%20Threshold%20Type/enum",keyword:"enum",params:{allowedValues: schema46.properties["Nexus Threshold Type"].enum},message:"must be equal to one of the allowed values",schema:schema46.properties["Nexus Threshold Type"].enum,parentSchema:schema46.properties["Nexus Threshold Type"],data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data["Period Type"] !== undefined){
let data18 = data["Period Type"];
if(typeof data18 !== "string"){
const err51 = {instancePath:instancePath+"/Period Type",schemaPath:"#/properties/Period%20Type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties["Period Type"].type,parentSchema:schema46.properties["Period Type"],data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_thresholds = validate27;
const schema60 = {"$id":"input/thresholds.schema.json","title":"ThresholdRow","description":"one row of thresholds.csv: a state's economic nexus rule (TRANSACTIONS.md), with EXPOSURE.md's optional columns (an absent column reads as blank: its default)","type":"object","additionalProperties":false,"required":["State","Threshold Type","Sales Threshold","Transactions Threshold","Period Type"],"properties":{"State":{"$ref":"../common.schema.json#/$defs/usStateCode"},"Threshold Type":{"enum":["Sales","Transactions","Transactions Or Sales","Transactions And Sales","No Sales Tax"],"description":"one of Sales, Transactions, Transactions Or Sales, Transactions And Sales, No Sales Tax"},"Sales Threshold":{"type":"string","pattern":"^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$","description":"a positive plain decimal in USD with at most two decimal places, such as \"100000.00\", or blank where the threshold type has no sales part"},"Transactions Threshold":{"type":"string","pattern":"^([1-9][0-9]{0,8})?$","description":"a whole number of transactions, 1 or more, such as \"200\", or blank where the threshold type has no transactions part"},"Period Type":{"enum":["Previous Calendar Year","Previous Or Current Calendar Year","Previous 12 Months","Previous Four Calendar Quarters","Twelve Month Ending Sept","Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed","Previous Four New York Sales Tax Quarters"],"description":"one of the seven period types of TRANSACTIONS.md, such as \"Previous Or Current Calendar Year\""},"Effective From":{"type":"string","pattern":"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$","description":"a date as YYYY-MM-DD, such as \"2023-07-01\", or blank for a rule that applies from the first day read"},"Counts Marketplace":{"enum":["","Yes","No"],"description":"Yes or No, or blank for Yes"},"Counts Exempt":{"enum":["","Yes","No"],"description":"Yes or No, or blank for Yes"},"Collection Starts":{"type":"string","pattern":"^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$","description":"one of Crossing Day, Days After N (N from 1 to 365), Months After N (N from 1 to 12) or Next Year, or blank for Crossing Day","allOf":[{"if":{"type":"string","pattern":"^Days After "},"then":{"type":"string","pattern":"^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$","description":"Days After N with N a whole number from 1 to 365, such as \"Days After 30\""}},{"if":{"type":"string","pattern":"^Months After "},"then":{"type":"string","pattern":"^Months After ([1-9]|1[0-2])$","description":"Months After N with N a whole number from 1 to 12, such as \"Months After 1\""}}]},"Interest Rate":{"type":"string","pattern":"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$","description":"an annual interest rate in percent from 0 to 100 with at most three decimal places, such as \"6.5\", or blank for 0"},"Penalty Rate":{"type":"string","pattern":"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$","description":"a penalty in percent of a late month's tax from 0 to 100 with at most three decimal places, such as \"10\", or blank for 0"},"VDA Look Back Months":{"type":"string","pattern":"^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$","description":"a whole number of months from 1 to 120, such as \"36\", or blank where the state offers no voluntary disclosure"}},"allOf":[{"if":{"properties":{"Threshold Type":{"enum":["Sales","Transactions Or Sales","Transactions And Sales"]}}},"then":{"properties":{"Sales Threshold":{"type":"string","minLength":1,"description":"a sales threshold, since the threshold type has a sales part: a positive plain decimal in USD such as \"100000.00\""}}}},{"if":{"properties":{"Threshold Type":{"enum":["Transactions","No Sales Tax"]}}},"then":{"properties":{"Sales Threshold":{"type":"string","maxLength":0,"description":"blank, since the threshold type has no sales part"}}}},{"if":{"properties":{"Threshold Type":{"enum":["Transactions","Transactions Or Sales","Transactions And Sales"]}}},"then":{"properties":{"Transactions Threshold":{"type":"string","minLength":1,"description":"a transactions threshold, since the threshold type has a transactions part: a whole number such as \"200\""}}}},{"if":{"properties":{"Threshold Type":{"enum":["Sales","No Sales Tax"]}}},"then":{"properties":{"Transactions Threshold":{"type":"string","maxLength":0,"description":"blank, since the threshold type has no transactions part"}}}}]};
const pattern34 = new RegExp("^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$", "u");
const pattern35 = new RegExp("^([1-9][0-9]{0,8})?$", "u");
const pattern36 = new RegExp("^([0-9]{4}-[0-9]{2}-[0-9]{2})?$", "u");
const pattern37 = new RegExp("^Days After ", "u");
const pattern38 = new RegExp("^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$", "u");
const pattern39 = new RegExp("^Months After ", "u");
const pattern40 = new RegExp("^Months After ([1-9]|1[0-2])$", "u");
const pattern41 = new RegExp("^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$", "u");
const pattern42 = new RegExp("^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$", "u");
const pattern44 = new RegExp("^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/thresholds.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Threshold Type"] !== undefined){
let data0 = data["Threshold Type"];
if(!(((data0 === "Sales") || (data0 === "Transactions Or Sales")) || (data0 === "Transactions And Sales"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Sales Threshold"] !== undefined){
let data1 = data["Sales Threshold"];
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err1 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/0/then/properties/Sales%20Threshold/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.allOf[0].then.properties["Sales Threshold"],data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/0/then/properties/Sales%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.allOf[0].then.properties["Sales Threshold"].type,parentSchema:schema60.allOf[0].then.properties["Sales Threshold"],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0["Sales Threshold"] = true;
props0["Threshold Type"] = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema60.allOf[0].if,parentSchema:schema60.allOf[0],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs9 = errors;
let valid4 = true;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Threshold Type"] !== undefined){
let data2 = data["Threshold Type"];
if(!((data2 === "Transactions") || (data2 === "No Sales Tax"))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Sales Threshold"] !== undefined){
let data3 = data["Sales Threshold"];
if(typeof data3 === "string"){
if(func1(data3) > 0){
const err5 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/1/then/properties/Sales%20Threshold/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters",schema:0,parentSchema:schema60.allOf[1].then.properties["Sales Threshold"],data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/1/then/properties/Sales%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.allOf[1].then.properties["Sales Threshold"].type,parentSchema:schema60.allOf[1].then.properties["Sales Threshold"],data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid1 = _errs12 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1["Sales Threshold"] = true;
props1["Threshold Type"] = true;
}
}
if(!valid4){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema60.allOf[1].if,parentSchema:schema60.allOf[1],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs16 = errors;
let valid7 = true;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Threshold Type"] !== undefined){
let data4 = data["Threshold Type"];
if(!(((data4 === "Transactions") || (data4 === "Transactions Or Sales")) || (data4 === "Transactions And Sales"))){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var _valid2 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Transactions Threshold"] !== undefined){
let data5 = data["Transactions Threshold"];
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err9 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/2/then/properties/Transactions%20Threshold/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.allOf[2].then.properties["Transactions Threshold"],data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/2/then/properties/Transactions%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.allOf[2].then.properties["Transactions Threshold"].type,parentSchema:schema60.allOf[2].then.properties["Transactions Threshold"],data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
var _valid2 = _errs19 === errors;
valid7 = _valid2;
if(valid7){
var props2 = {};
props2["Transactions Threshold"] = true;
props2["Threshold Type"] = true;
}
}
if(!valid7){
const err11 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema60.allOf[2].if,parentSchema:schema60.allOf[2],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs23 = errors;
let valid10 = true;
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Threshold Type"] !== undefined){
let data6 = data["Threshold Type"];
if(!((data6 === "Sales") || (data6 === "No Sales Tax"))){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
var _valid3 = _errs24 === errors;
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["Transactions Threshold"] !== undefined){
let data7 = data["Transactions Threshold"];
if(typeof data7 === "string"){
if(func1(data7) > 0){
const err13 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/3/then/properties/Transactions%20Threshold/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters",schema:0,parentSchema:schema60.allOf[3].then.properties["Transactions Threshold"],data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/3/then/properties/Transactions%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.allOf[3].then.properties["Transactions Threshold"].type,parentSchema:schema60.allOf[3].then.properties["Transactions Threshold"],data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
var _valid3 = _errs26 === errors;
valid10 = _valid3;
if(valid10){
var props3 = {};
props3["Transactions Threshold"] = true;
props3["Threshold Type"] = true;
}
}
if(!valid10){
const err15 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema60.allOf[3].if,parentSchema:schema60.allOf[3],data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data["Threshold Type"] === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Threshold Type"},message:"must have required property '"+"Threshold Type"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data["Sales Threshold"] === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Threshold"},message:"must have required property '"+"Sales Threshold"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data["Transactions Threshold"] === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Threshold"},message:"must have required property '"+"Transactions Threshold"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data["Period Type"] === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Period Type"},message:"must have required property '"+"Period Type"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema60.properties, key0))){
const err21 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.State !== undefined){
let data8 = data.State;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data8 === "AL") || (data8 === "AK")) || (data8 === "AZ")) || (data8 === "AR")) || (data8 === "CA")) || (data8 === "CO")) || (data8 === "CT")) || (data8 === "DE")) || (data8 === "DC")) || (data8 === "FL")) || (data8 === "GA")) || (data8 === "HI")) || (data8 === "ID")) || (data8 === "IL")) || (data8 === "IN")) || (data8 === "IA")) || (data8 === "KS")) || (data8 === "KY")) || (data8 === "LA")) || (data8 === "ME")) || (data8 === "MD")) || (data8 === "MA")) || (data8 === "MI")) || (data8 === "MN")) || (data8 === "MS")) || (data8 === "MO")) || (data8 === "MT")) || (data8 === "NE")) || (data8 === "NV")) || (data8 === "NH")) || (data8 === "NJ")) || (data8 === "NM")) || (data8 === "NY")) || (data8 === "NC")) || (data8 === "ND")) || (data8 === "OH")) || (data8 === "OK")) || (data8 === "OR")) || (data8 === "PA")) || (data8 === "PR")) || (data8 === "RI")) || (data8 === "SC")) || (data8 === "SD")) || (data8 === "TN")) || (data8 === "TX")) || (data8 === "UT")) || (data8 === "VT")) || (data8 === "VA")) || (data8 === "WA")) || (data8 === "WV")) || (data8 === "WI")) || (data8 === "WY"))){
const err22 = {instancePath:instancePath+"/State",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data["Threshold Type"] !== undefined){
let data9 = data["Threshold Type"];
if(!(((((data9 === "Sales") || (data9 === "Transactions")) || (data9 === "Transactions Or Sales")) || (data9 === "Transactions And Sales")) || (data9 === "No Sales Tax"))){
const err23 = {instancePath:instancePath+"/Threshold Type",schemaPath:"#/properties/Threshold%20Type/enum",keyword:"enum",params:{allowedValues: schema60.properties["Threshold Type"].enum},message:"must be equal to one of the allowed values",schema:schema60.properties["Threshold Type"].enum,parentSchema:schema60.properties["Threshold Type"],data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data["Sales Threshold"] !== undefined){
let data10 = data["Sales Threshold"];
if(typeof data10 === "string"){
if(!pattern34.test(data10)){
const err24 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/properties/Sales%20Threshold/pattern",keyword:"pattern",params:{pattern: "^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema60.properties["Sales Threshold"],data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/properties/Sales%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Sales Threshold"].type,parentSchema:schema60.properties["Sales Threshold"],data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data["Transactions Threshold"] !== undefined){
let data11 = data["Transactions Threshold"];
if(typeof data11 === "string"){
if(!pattern35.test(data11)){
const err26 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/properties/Transactions%20Threshold/pattern",keyword:"pattern",params:{pattern: "^([1-9][0-9]{0,8})?$"},message:"must match pattern \""+"^([1-9][0-9]{0,8})?$"+"\"",schema:"^([1-9][0-9]{0,8})?$",parentSchema:schema60.properties["Transactions Threshold"],data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/properties/Transactions%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Transactions Threshold"].type,parentSchema:schema60.properties["Transactions Threshold"],data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data["Period Type"] !== undefined){
let data12 = data["Period Type"];
if(!(((((((data12 === "Previous Calendar Year") || (data12 === "Previous Or Current Calendar Year")) || (data12 === "Previous 12 Months")) || (data12 === "Previous Four Calendar Quarters")) || (data12 === "Twelve Month Ending Sept")) || (data12 === "Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed")) || (data12 === "Previous Four New York Sales Tax Quarters"))){
const err28 = {instancePath:instancePath+"/Period Type",schemaPath:"#/properties/Period%20Type/enum",keyword:"enum",params:{allowedValues: schema60.properties["Period Type"].enum},message:"must be equal to one of the allowed values",schema:schema60.properties["Period Type"].enum,parentSchema:schema60.properties["Period Type"],data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data["Effective From"] !== undefined){
let data13 = data["Effective From"];
if(typeof data13 === "string"){
if(!pattern36.test(data13)){
const err29 = {instancePath:instancePath+"/Effective From",schemaPath:"#/properties/Effective%20From/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-[0-9]{2}-[0-9]{2})?$"},message:"must match pattern \""+"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$"+"\"",schema:"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$",parentSchema:schema60.properties["Effective From"],data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/Effective From",schemaPath:"#/properties/Effective%20From/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Effective From"].type,parentSchema:schema60.properties["Effective From"],data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data["Counts Marketplace"] !== undefined){
let data14 = data["Counts Marketplace"];
if(!(((data14 === "") || (data14 === "Yes")) || (data14 === "No"))){
const err31 = {instancePath:instancePath+"/Counts Marketplace",schemaPath:"#/properties/Counts%20Marketplace/enum",keyword:"enum",params:{allowedValues: schema60.properties["Counts Marketplace"].enum},message:"must be equal to one of the allowed values",schema:schema60.properties["Counts Marketplace"].enum,parentSchema:schema60.properties["Counts Marketplace"],data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data["Counts Exempt"] !== undefined){
let data15 = data["Counts Exempt"];
if(!(((data15 === "") || (data15 === "Yes")) || (data15 === "No"))){
const err32 = {instancePath:instancePath+"/Counts Exempt",schemaPath:"#/properties/Counts%20Exempt/enum",keyword:"enum",params:{allowedValues: schema60.properties["Counts Exempt"].enum},message:"must be equal to one of the allowed values",schema:schema60.properties["Counts Exempt"].enum,parentSchema:schema60.properties["Counts Exempt"],data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data["Collection Starts"] !== undefined){
let data16 = data["Collection Starts"];
const _errs45 = errors;
let valid16 = true;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data16 === "string"){
if(!pattern37.test(data16)){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
var _valid4 = _errs46 === errors;
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs48 = errors;
if(typeof data16 === "string"){
if(!pattern38.test(data16)){
const err35 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/0/then/pattern",keyword:"pattern",params:{pattern: "^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$"},message:"must match pattern \""+"^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$"+"\"",schema:"^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$",parentSchema:schema60.properties["Collection Starts"].allOf[0].then,data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/0/then/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Collection Starts"].allOf[0].then.type,parentSchema:schema60.properties["Collection Starts"].allOf[0].then,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid4 = _errs48 === errors;
valid16 = _valid4;
}
if(!valid16){
const err37 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema60.properties["Collection Starts"].allOf[0].if,parentSchema:schema60.properties["Collection Starts"].allOf[0],data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs51 = errors;
let valid17 = true;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data16 === "string"){
if(!pattern39.test(data16)){
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid5 = _errs52 === errors;
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs54 = errors;
if(typeof data16 === "string"){
if(!pattern40.test(data16)){
const err40 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/1/then/pattern",keyword:"pattern",params:{pattern: "^Months After ([1-9]|1[0-2])$"},message:"must match pattern \""+"^Months After ([1-9]|1[0-2])$"+"\"",schema:"^Months After ([1-9]|1[0-2])$",parentSchema:schema60.properties["Collection Starts"].allOf[1].then,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/1/then/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Collection Starts"].allOf[1].then.type,parentSchema:schema60.properties["Collection Starts"].allOf[1].then,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid5 = _errs54 === errors;
valid17 = _valid5;
}
if(!valid17){
const err42 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema60.properties["Collection Starts"].allOf[1].if,parentSchema:schema60.properties["Collection Starts"].allOf[1],data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data16 === "string"){
if(!pattern41.test(data16)){
const err43 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/pattern",keyword:"pattern",params:{pattern: "^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$"},message:"must match pattern \""+"^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$"+"\"",schema:"^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$",parentSchema:schema60.properties["Collection Starts"],data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Collection Starts"].type,parentSchema:schema60.properties["Collection Starts"],data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data["Interest Rate"] !== undefined){
let data17 = data["Interest Rate"];
if(typeof data17 === "string"){
if(!pattern42.test(data17)){
const err45 = {instancePath:instancePath+"/Interest Rate",schemaPath:"#/properties/Interest%20Rate/pattern",keyword:"pattern",params:{pattern: "^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"},message:"must match pattern \""+"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"+"\"",schema:"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$",parentSchema:schema60.properties["Interest Rate"],data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/Interest Rate",schemaPath:"#/properties/Interest%20Rate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Interest Rate"].type,parentSchema:schema60.properties["Interest Rate"],data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data["Penalty Rate"] !== undefined){
let data18 = data["Penalty Rate"];
if(typeof data18 === "string"){
if(!pattern42.test(data18)){
const err47 = {instancePath:instancePath+"/Penalty Rate",schemaPath:"#/properties/Penalty%20Rate/pattern",keyword:"pattern",params:{pattern: "^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"},message:"must match pattern \""+"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"+"\"",schema:"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$",parentSchema:schema60.properties["Penalty Rate"],data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/Penalty Rate",schemaPath:"#/properties/Penalty%20Rate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["Penalty Rate"].type,parentSchema:schema60.properties["Penalty Rate"],data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data["VDA Look Back Months"] !== undefined){
let data19 = data["VDA Look Back Months"];
if(typeof data19 === "string"){
if(!pattern44.test(data19)){
const err49 = {instancePath:instancePath+"/VDA Look Back Months",schemaPath:"#/properties/VDA%20Look%20Back%20Months/pattern",keyword:"pattern",params:{pattern: "^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$"},message:"must match pattern \""+"^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$"+"\"",schema:"^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$",parentSchema:schema60.properties["VDA Look Back Months"],data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/VDA Look Back Months",schemaPath:"#/properties/VDA%20Look%20Back%20Months/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties["VDA Look Back Months"].type,parentSchema:schema60.properties["VDA Look Back Months"],data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_overview = validate28;
const schema62 = {"$id":"output/overview.schema.json","title":"Overview","description":"generated/overview.json: the home page","type":"object","additionalProperties":false,"required":["study","entityCount","jurisdictionsWithActivity","consolidatedPath","dataChecksPath","findingCounts","entities"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entityCount":{"type":"integer","minimum":0},"jurisdictionsWithActivity":{"type":"integer","minimum":0,"description":"distinct states with activity across all entities"},"consolidatedPath":{"type":"string"},"dataChecksPath":{"type":"string"},"findingCounts":{"$ref":"findings.schema.json#/$defs/findingCounts"},"entities":{"type":"array","items":{"title":"OverviewEntity","type":"object","additionalProperties":false,"required":["entity","statesWithActivity","statusSource"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"statesWithActivity":{"type":"integer","minimum":0},"statusSource":{"$ref":"../common.schema.json#/$defs/statusSource"}}}}}};
const schema63 = {"title":"StudyRef","type":"object","additionalProperties":false,"required":["taxYear","productName","recommendationsPath"],"properties":{"taxYear":{"type":"integer"},"productName":{"type":"string"},"recommendationsPath":{"type":"string","description":"the recommendations route, /{product slug}-recommendations"}}};
const schema66 = {"title":"FindingCounts","type":"object","additionalProperties":false,"required":["total","warning","notice"],"properties":{"total":{"type":"integer","minimum":0},"warning":{"type":"integer","minimum":0},"notice":{"type":"integer","minimum":0}}};
const schema74 = {"title":"StatusSource","description":"where the entity's statuses come from (TRANSACTIONS.md, Status source)","type":"object","additionalProperties":false,"required":["kind","disagreements","runningPath"],"properties":{"kind":{"enum":["computed","export","computed and export","default statuses"],"description":"computed from transactions or daily totals; read from the tax engine's export; computed and held against the export; or the default-status table"},"disagreements":{"type":"integer","minimum":0,"description":"states where the export's Overall Status differs from the computation; 0 unless the kind is computed and export"},"runningPath":{"type":["string","null"],"description":"the generated file of running measures (running/<CODE>.json), for a computed entity; else null"}}};
const schema67 = {"title":"EntityRef","type":"object","additionalProperties":false,"required":["code","name","colour","reportPath","separatePath"],"properties":{"code":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"},"name":{"type":"string"},"colour":{"$ref":"#/$defs/colour"},"reportPath":{"type":"string","description":"the brand report's route, such as /brand-a"},"separatePath":{"type":"string","description":"the separate-entity analysis route, such as /brand-a-separate"}}};
const schema68 = {"title":"Colour","enum":["green","blue","amber","red","purple","pink","teal","orange","indigo","slate"]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "code") || (key0 === "name")) || (key0 === "colour")) || (key0 === "reportPath")) || (key0 === "separatePath"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.code.type,parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.name.type,parentSchema:schema67.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.colour !== undefined){
let data2 = data.colour;
if(!((((((((((data2 === "green") || (data2 === "blue")) || (data2 === "amber")) || (data2 === "red")) || (data2 === "purple")) || (data2 === "pink")) || (data2 === "teal")) || (data2 === "orange")) || (data2 === "indigo")) || (data2 === "slate"))){
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reportPath !== undefined){
let data3 = data.reportPath;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.reportPath.type,parentSchema:schema67.properties.reportPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.separatePath !== undefined){
let data4 = data.separatePath;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.separatePath.type,parentSchema:schema67.properties.separatePath,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/overview.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.jurisdictionsWithActivity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdictionsWithActivity"},message:"must have required property '"+"jurisdictionsWithActivity"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.consolidatedPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consolidatedPath"},message:"must have required property '"+"consolidatedPath"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.dataChecksPath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataChecksPath"},message:"must have required property '"+"dataChecksPath"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.findingCounts === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findingCounts"},message:"must have required property '"+"findingCounts"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.entities === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "study") || (key0 === "entityCount")) || (key0 === "jurisdictionsWithActivity")) || (key0 === "consolidatedPath")) || (key0 === "dataChecksPath")) || (key0 === "findingCounts")) || (key0 === "entities"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err8 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.productName === undefined){
const err9 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.taxYear.type,parentSchema:schema63.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.productName.type,parentSchema:schema63.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.recommendationsPath.type,parentSchema:schema63.properties.recommendationsPath,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.entityCount !== undefined){
let data4 = data.entityCount;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.properties.entityCount.type,parentSchema:schema62.properties.entityCount,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema62.properties.entityCount,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.jurisdictionsWithActivity !== undefined){
let data5 = data.jurisdictionsWithActivity;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/jurisdictionsWithActivity",schemaPath:"#/properties/jurisdictionsWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.properties.jurisdictionsWithActivity.type,parentSchema:schema62.properties.jurisdictionsWithActivity,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/jurisdictionsWithActivity",schemaPath:"#/properties/jurisdictionsWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema62.properties.jurisdictionsWithActivity,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.consolidatedPath !== undefined){
let data6 = data.consolidatedPath;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/consolidatedPath",schemaPath:"#/properties/consolidatedPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.consolidatedPath.type,parentSchema:schema62.properties.consolidatedPath,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.dataChecksPath !== undefined){
let data7 = data.dataChecksPath;
if(typeof data7 !== "string"){
const err21 = {instancePath:instancePath+"/dataChecksPath",schemaPath:"#/properties/dataChecksPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.dataChecksPath.type,parentSchema:schema62.properties.dataChecksPath,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.findingCounts !== undefined){
let data8 = data.findingCounts;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.total === undefined){
const err22 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema66.required,parentSchema:schema66,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8.warning === undefined){
const err23 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "warning"},message:"must have required property '"+"warning"+"'",schema:schema66.required,parentSchema:schema66,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.notice === undefined){
const err24 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "notice"},message:"must have required property '"+"notice"+"'",schema:schema66.required,parentSchema:schema66,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data8){
if(!(((key2 === "total") || (key2 === "warning")) || (key2 === "notice"))){
const err25 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.total !== undefined){
let data9 = data8.total;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/findingCounts/total",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.total.type,parentSchema:schema66.properties.total,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/findingCounts/total",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.total,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data8.warning !== undefined){
let data10 = data8.warning;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err28 = {instancePath:instancePath+"/findingCounts/warning",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/warning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.warning.type,parentSchema:schema66.properties.warning,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/findingCounts/warning",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/warning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.warning,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data8.notice !== undefined){
let data11 = data8.notice;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err30 = {instancePath:instancePath+"/findingCounts/notice",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/notice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.notice.type,parentSchema:schema66.properties.notice,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err31 = {instancePath:instancePath+"/findingCounts/notice",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/notice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.notice,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.entities !== undefined){
let data12 = data.entities;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.entity === undefined){
const err33 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema62.properties.entities.items.required,parentSchema:schema62.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.statesWithActivity === undefined){
const err34 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema62.properties.entities.items.required,parentSchema:schema62.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.statusSource === undefined){
const err35 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statusSource"},message:"must have required property '"+"statusSource"+"'",schema:schema62.properties.entities.items.required,parentSchema:schema62.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data13){
if(!(((key3 === "entity") || (key3 === "statesWithActivity")) || (key3 === "statusSource"))){
const err36 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema62.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.entity !== undefined){
if(!(validate34(data13.entity, {instancePath:instancePath+"/entities/" + i0+"/entity",parentData:data13,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
if(data13.statesWithActivity !== undefined){
let data15 = data13.statesWithActivity;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err37 = {instancePath:instancePath+"/entities/" + i0+"/statesWithActivity",schemaPath:"#/properties/entities/items/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.properties.entities.items.properties.statesWithActivity.type,parentSchema:schema62.properties.entities.items.properties.statesWithActivity,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err38 = {instancePath:instancePath+"/entities/" + i0+"/statesWithActivity",schemaPath:"#/properties/entities/items/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema62.properties.entities.items.properties.statesWithActivity,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data13.statusSource !== undefined){
let data16 = data13.statusSource;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.kind === undefined){
const err39 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema74.required,parentSchema:schema74,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data16.disagreements === undefined){
const err40 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "disagreements"},message:"must have required property '"+"disagreements"+"'",schema:schema74.required,parentSchema:schema74,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.runningPath === undefined){
const err41 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "runningPath"},message:"must have required property '"+"runningPath"+"'",schema:schema74.required,parentSchema:schema74,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key4 in data16){
if(!(((key4 === "kind") || (key4 === "disagreements")) || (key4 === "runningPath"))){
const err42 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data16.kind !== undefined){
let data17 = data16.kind;
if(!((((data17 === "computed") || (data17 === "export")) || (data17 === "computed and export")) || (data17 === "default statuses"))){
const err43 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/kind",schemaPath:"../common.schema.json#/$defs/statusSource/properties/kind/enum",keyword:"enum",params:{allowedValues: schema74.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.kind.enum,parentSchema:schema74.properties.kind,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data16.disagreements !== undefined){
let data18 = data16.disagreements;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err44 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.disagreements.type,parentSchema:schema74.properties.disagreements,data:data18};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err45 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.disagreements,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data16.runningPath !== undefined){
let data19 = data16.runningPath;
if((typeof data19 !== "string") && (data19 !== null)){
const err46 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/runningPath",schemaPath:"../common.schema.json#/$defs/statusSource/properties/runningPath/type",keyword:"type",params:{type: schema74.properties.runningPath.type},message:"must be string,null",schema:schema74.properties.runningPath.type,parentSchema:schema74.properties.runningPath,data:data19};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.properties.entities.items.type,parentSchema:schema62.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema62.properties.entities.type,parentSchema:schema62.properties.entities,data:data12};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_entity_report = validate36;
const schema75 = {"$id":"output/entity-report.schema.json","title":"EntityReport","description":"generated/entities/<CODE>.json: one entity's brand report and separate-entity analysis","type":"object","additionalProperties":false,"required":["study","entity","summary","states","exposures","international","findings","dataChecksPath","statusSource"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"dataChecksPath":{"type":"string"},"statusSource":{"$ref":"../common.schema.json#/$defs/statusSource"},"summary":{"title":"EntitySummary","type":"object","additionalProperties":false,"required":["totalRevenueCents","taxableRevenueCents","liabilityCents","statesWithActivity","statesWithNexus","nexusStates","taxableSharePercent","effectiveRatePercent"],"properties":{"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"statesWithActivity":{"type":"integer","minimum":0},"statesWithNexus":{"type":"integer","minimum":0},"nexusStates":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/usStateCode"}},"taxableSharePercent":{"type":"number","description":"taxable ÷ total revenue × 100, rounded half away from zero to one decimal; 0 when total is 0"},"effectiveRatePercent":{"type":"number","description":"liability ÷ taxable revenue × 100, rounded half away from zero to two decimals; 0 when taxable is 0"}}},"states":{"description":"states with activity (non-zero revenue), by state code","type":"array","items":{"title":"EntityStateRow","type":"object","additionalProperties":false,"required":["state","stateName","status","dateCrossedThreshold","revenueCents","ratePercent","taxable","taxableRevenueCents","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"status":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"],"description":"the day the threshold was crossed, for a Crossed Threshold status that has one (computed, or from the export); else null"},"revenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"taxable":{"type":"boolean"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"type":["integer","null"],"description":"null when the state is not taxable"}}}},"exposures":{"title":"Exposures","description":"US rows of the nexus export whose overall status is neither No Sales Tax nor Not Exposed, grouped; each group by state code","type":"object","additionalProperties":false,"required":["hasExport","crossed","approaching","exposed","other"],"properties":{"hasExport":{"type":"boolean","description":"false when the entity has neither a nexus export nor dated sales to compute its statuses from"},"crossed":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"approaching":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"exposed":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"other":{"type":"array","items":{"$ref":"#/$defs/exposure"},"description":"rows whose overall status is blank (Not Determined), such as negative sales"}}},"international":{"description":"non-US rows of the export with activity (sales or transactions), in export order","type":"array","items":{"title":"InternationalActivity","type":"object","additionalProperties":false,"required":["jurisdiction","ruleSetName","currency","totalSalesMinor","transactionsCount","overallStatus","dateCrossedThreshold"],"properties":{"jurisdiction":{"type":"string"},"ruleSetName":{"type":"string"},"currency":{"type":"string","description":"a three-letter code, or UNKNOWN for unattributed revenue"},"totalSalesMinor":{"type":"integer","description":"total sales in hundredths of the currency"},"transactionsCount":{"type":"integer"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"]}}}},"findings":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/finding"}}},"$defs":{"exposure":{"title":"Exposure","type":"object","additionalProperties":false,"required":["jurisdiction","stateCode","stateName","overallStatus","salesAmountCents","salesThresholdCents","totalSalesCents","salesPercentage","percentOfThreshold","remainingToThresholdCents","dateCrossedThreshold","nexusThresholdType","transactionsCount","transactionsThreshold","transactionsPercentage","percentOfTransactionsThreshold"],"properties":{"jurisdiction":{"type":"string"},"stateCode":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"salesAmountCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesThresholdCents":{"$ref":"../common.schema.json#/$defs/cents"},"totalSalesCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesPercentage":{"type":"number","description":"the export's Sales Percentage, as given"},"percentOfThreshold":{"type":"number","description":"Sales Percentage rounded half away from zero to one decimal"},"remainingToThresholdCents":{"$ref":"../common.schema.json#/$defs/cents","description":"threshold minus total sales"},"dateCrossedThreshold":{"type":["string","null"]},"nexusThresholdType":{"type":"string"},"transactionsCount":{"type":"integer","description":"the export's Transactions Count"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"transactionsPercentage":{"type":["number","null"],"description":"the export's Transactions Percentage, as given; null where the rule has no transaction threshold"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"}}}}};
const schema80 = {"description":"an amount in integer cents (minor units)","type":"integer"};
const schema85 = {"title":"JurisdictionStatus","description":"an entity's status in a state; Not Determined where the export left the overall status blank","enum":["Crossed Threshold","Approaching","Exposed","Not Exposed","No Sales Tax","Not Determined"]};
const schema87 = {"description":"a combined rate in percent with at most three decimals; null when the state has no rate","type":["number","null"],"minimum":0,"maximum":100};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "code") || (key0 === "name")) || (key0 === "colour")) || (key0 === "reportPath")) || (key0 === "separatePath"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.code.type,parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.name.type,parentSchema:schema67.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.colour !== undefined){
let data2 = data.colour;
if(!((((((((((data2 === "green") || (data2 === "blue")) || (data2 === "amber")) || (data2 === "red")) || (data2 === "purple")) || (data2 === "pink")) || (data2 === "teal")) || (data2 === "orange")) || (data2 === "indigo")) || (data2 === "slate"))){
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reportPath !== undefined){
let data3 = data.reportPath;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.reportPath.type,parentSchema:schema67.properties.reportPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.separatePath !== undefined){
let data4 = data.separatePath;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.separatePath.type,parentSchema:schema67.properties.separatePath,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema89 = {"title":"Exposure","type":"object","additionalProperties":false,"required":["jurisdiction","stateCode","stateName","overallStatus","salesAmountCents","salesThresholdCents","totalSalesCents","salesPercentage","percentOfThreshold","remainingToThresholdCents","dateCrossedThreshold","nexusThresholdType","transactionsCount","transactionsThreshold","transactionsPercentage","percentOfTransactionsThreshold"],"properties":{"jurisdiction":{"type":"string"},"stateCode":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"salesAmountCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesThresholdCents":{"$ref":"../common.schema.json#/$defs/cents"},"totalSalesCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesPercentage":{"type":"number","description":"the export's Sales Percentage, as given"},"percentOfThreshold":{"type":"number","description":"Sales Percentage rounded half away from zero to one decimal"},"remainingToThresholdCents":{"$ref":"../common.schema.json#/$defs/cents","description":"threshold minus total sales"},"dateCrossedThreshold":{"type":["string","null"]},"nexusThresholdType":{"type":"string"},"transactionsCount":{"type":"integer","description":"the export's Transactions Count"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"transactionsPercentage":{"type":["number","null"],"description":"the export's Transactions Percentage, as given; null where the rule has no transaction threshold"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stateCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateCode"},message:"must have required property '"+"stateCode"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.stateName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.overallStatus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.salesAmountCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesAmountCents"},message:"must have required property '"+"salesAmountCents"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.salesThresholdCents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesThresholdCents"},message:"must have required property '"+"salesThresholdCents"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalSalesCents === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalSalesCents"},message:"must have required property '"+"totalSalesCents"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.salesPercentage === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesPercentage"},message:"must have required property '"+"salesPercentage"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.percentOfThreshold === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfThreshold"},message:"must have required property '"+"percentOfThreshold"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.remainingToThresholdCents === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remainingToThresholdCents"},message:"must have required property '"+"remainingToThresholdCents"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.dateCrossedThreshold === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.nexusThresholdType === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusThresholdType"},message:"must have required property '"+"nexusThresholdType"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.transactionsCount === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.transactionsThreshold === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsThreshold"},message:"must have required property '"+"transactionsThreshold"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.transactionsPercentage === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsPercentage"},message:"must have required property '"+"transactionsPercentage"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.percentOfTransactionsThreshold === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfTransactionsThreshold"},message:"must have required property '"+"percentOfTransactionsThreshold"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema89.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.jurisdiction !== undefined){
let data0 = data.jurisdiction;
if(typeof data0 !== "string"){
const err17 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.jurisdiction.type,parentSchema:schema89.properties.jurisdiction,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.stateCode !== undefined){
let data1 = data.stateCode;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data1 === "AL") || (data1 === "AK")) || (data1 === "AZ")) || (data1 === "AR")) || (data1 === "CA")) || (data1 === "CO")) || (data1 === "CT")) || (data1 === "DE")) || (data1 === "DC")) || (data1 === "FL")) || (data1 === "GA")) || (data1 === "HI")) || (data1 === "ID")) || (data1 === "IL")) || (data1 === "IN")) || (data1 === "IA")) || (data1 === "KS")) || (data1 === "KY")) || (data1 === "LA")) || (data1 === "ME")) || (data1 === "MD")) || (data1 === "MA")) || (data1 === "MI")) || (data1 === "MN")) || (data1 === "MS")) || (data1 === "MO")) || (data1 === "MT")) || (data1 === "NE")) || (data1 === "NV")) || (data1 === "NH")) || (data1 === "NJ")) || (data1 === "NM")) || (data1 === "NY")) || (data1 === "NC")) || (data1 === "ND")) || (data1 === "OH")) || (data1 === "OK")) || (data1 === "OR")) || (data1 === "PA")) || (data1 === "PR")) || (data1 === "RI")) || (data1 === "SC")) || (data1 === "SD")) || (data1 === "TN")) || (data1 === "TX")) || (data1 === "UT")) || (data1 === "VT")) || (data1 === "VA")) || (data1 === "WA")) || (data1 === "WV")) || (data1 === "WI")) || (data1 === "WY"))){
const err18 = {instancePath:instancePath+"/stateCode",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.stateName !== undefined){
let data2 = data.stateName;
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/stateName",schemaPath:"#/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.stateName.type,parentSchema:schema89.properties.stateName,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.overallStatus !== undefined){
let data3 = data.overallStatus;
if(!((((((data3 === "Crossed Threshold") || (data3 === "Approaching")) || (data3 === "Exposed")) || (data3 === "Not Exposed")) || (data3 === "No Sales Tax")) || (data3 === "Not Determined"))){
const err20 = {instancePath:instancePath+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema85.enum},message:"must be equal to one of the allowed values",schema:schema85.enum,parentSchema:schema85,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.salesAmountCents !== undefined){
let data4 = data.salesAmountCents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err21 = {instancePath:instancePath+"/salesAmountCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.salesThresholdCents !== undefined){
let data5 = data.salesThresholdCents;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err22 = {instancePath:instancePath+"/salesThresholdCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.totalSalesCents !== undefined){
let data6 = data.totalSalesCents;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err23 = {instancePath:instancePath+"/totalSalesCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.salesPercentage !== undefined){
let data7 = data.salesPercentage;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/salesPercentage",schemaPath:"#/properties/salesPercentage/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema89.properties.salesPercentage.type,parentSchema:schema89.properties.salesPercentage,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.percentOfThreshold !== undefined){
let data8 = data.percentOfThreshold;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err25 = {instancePath:instancePath+"/percentOfThreshold",schemaPath:"#/properties/percentOfThreshold/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema89.properties.percentOfThreshold.type,parentSchema:schema89.properties.percentOfThreshold,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.remainingToThresholdCents !== undefined){
let data9 = data.remainingToThresholdCents;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/remainingToThresholdCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.dateCrossedThreshold !== undefined){
let data10 = data.dateCrossedThreshold;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/dateCrossedThreshold",schemaPath:"#/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema89.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema89.properties.dateCrossedThreshold.type,parentSchema:schema89.properties.dateCrossedThreshold,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.nexusThresholdType !== undefined){
let data11 = data.nexusThresholdType;
if(typeof data11 !== "string"){
const err28 = {instancePath:instancePath+"/nexusThresholdType",schemaPath:"#/properties/nexusThresholdType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.nexusThresholdType.type,parentSchema:schema89.properties.nexusThresholdType,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.transactionsCount !== undefined){
let data12 = data.transactionsCount;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err29 = {instancePath:instancePath+"/transactionsCount",schemaPath:"#/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema89.properties.transactionsCount.type,parentSchema:schema89.properties.transactionsCount,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.transactionsThreshold !== undefined){
let data13 = data.transactionsThreshold;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err30 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/type",keyword:"type",params:{type: schema89.properties.transactionsThreshold.type},message:"must be integer,null",schema:schema89.properties.transactionsThreshold.type,parentSchema:schema89.properties.transactionsThreshold,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err31 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema89.properties.transactionsThreshold,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data.transactionsPercentage !== undefined){
let data14 = data.transactionsPercentage;
if((!((typeof data14 == "number") && (isFinite(data14)))) && (data14 !== null)){
const err32 = {instancePath:instancePath+"/transactionsPercentage",schemaPath:"#/properties/transactionsPercentage/type",keyword:"type",params:{type: schema89.properties.transactionsPercentage.type},message:"must be number,null",schema:schema89.properties.transactionsPercentage.type,parentSchema:schema89.properties.transactionsPercentage,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.percentOfTransactionsThreshold !== undefined){
let data15 = data.percentOfTransactionsThreshold;
if((!((typeof data15 == "number") && (isFinite(data15)))) && (data15 !== null)){
const err33 = {instancePath:instancePath+"/percentOfTransactionsThreshold",schemaPath:"#/properties/percentOfTransactionsThreshold/type",keyword:"type",params:{type: schema89.properties.percentOfTransactionsThreshold.type},message:"must be number,null",schema:schema89.properties.percentOfTransactionsThreshold.type,parentSchema:schema89.properties.percentOfTransactionsThreshold,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.type,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema69 = {"title":"Finding","type":"object","additionalProperties":false,"required":["severity","code","entity","state","message","source"],"properties":{"severity":{"enum":["warning","notice"],"description":"warning: the report may be wrong or incomplete; notice: worth a reviewer's look"},"code":{"enum":["RECOMMENDED_NOT_CROSSED","CROSSED_NOT_RECOMMENDED","STATUS_CONTRADICTS_PERCENTAGE","SALES_CROSSED_OVERALL_NOT","NEGATIVE_SALES","REVENUE_DIFFERS_FROM_EXPORT","TAXABLE_WITHOUT_RATE","EXPORT_STATUS_DIFFERS","EXPORT_DATE_DIFFERS","REVENUE_DIFFERS_FROM_TRANSACTIONS","ROWS_OUTSIDE_RANGE"]},"entity":{"type":"string"},"state":{"anyOf":[{"$ref":"#/$defs/usStateCode"},{"const":""}],"description":"the state concerned; blank for a finding about a whole file (rows left out)"},"message":{"type":"string"},"source":{"type":"string","description":"where in the study to look, as path:line with the path relative to the study folder, such as nexus/A.csv:12"}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.severity === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.state === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "severity") || (key0 === "code")) || (key0 === "entity")) || (key0 === "state")) || (key0 === "message")) || (key0 === "source"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.severity !== undefined){
let data0 = data.severity;
if(!((data0 === "warning") || (data0 === "notice"))){
const err7 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema69.properties.severity.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.severity.enum,parentSchema:schema69.properties.severity,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(!(((((((((((data1 === "RECOMMENDED_NOT_CROSSED") || (data1 === "CROSSED_NOT_RECOMMENDED")) || (data1 === "STATUS_CONTRADICTS_PERCENTAGE")) || (data1 === "SALES_CROSSED_OVERALL_NOT")) || (data1 === "NEGATIVE_SALES")) || (data1 === "REVENUE_DIFFERS_FROM_EXPORT")) || (data1 === "TAXABLE_WITHOUT_RATE")) || (data1 === "EXPORT_STATUS_DIFFERS")) || (data1 === "EXPORT_DATE_DIFFERS")) || (data1 === "REVENUE_DIFFERS_FROM_TRANSACTIONS")) || (data1 === "ROWS_OUTSIDE_RANGE"))){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/enum",keyword:"enum",params:{allowedValues: schema69.properties.code.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.code.enum,parentSchema:schema69.properties.code,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.entity !== undefined){
let data2 = data.entity;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.entity.type,parentSchema:schema69.properties.entity,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.state !== undefined){
let data3 = data.state;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data3 === "AL") || (data3 === "AK")) || (data3 === "AZ")) || (data3 === "AR")) || (data3 === "CA")) || (data3 === "CO")) || (data3 === "CT")) || (data3 === "DE")) || (data3 === "DC")) || (data3 === "FL")) || (data3 === "GA")) || (data3 === "HI")) || (data3 === "ID")) || (data3 === "IL")) || (data3 === "IN")) || (data3 === "IA")) || (data3 === "KS")) || (data3 === "KY")) || (data3 === "LA")) || (data3 === "ME")) || (data3 === "MD")) || (data3 === "MA")) || (data3 === "MI")) || (data3 === "MN")) || (data3 === "MS")) || (data3 === "MO")) || (data3 === "MT")) || (data3 === "NE")) || (data3 === "NV")) || (data3 === "NH")) || (data3 === "NJ")) || (data3 === "NM")) || (data3 === "NY")) || (data3 === "NC")) || (data3 === "ND")) || (data3 === "OH")) || (data3 === "OK")) || (data3 === "OR")) || (data3 === "PA")) || (data3 === "PR")) || (data3 === "RI")) || (data3 === "SC")) || (data3 === "SD")) || (data3 === "TN")) || (data3 === "TX")) || (data3 === "UT")) || (data3 === "VT")) || (data3 === "VA")) || (data3 === "WA")) || (data3 === "WV")) || (data3 === "WI")) || (data3 === "WY"))){
const err10 = {instancePath:instancePath+"/state",schemaPath:"#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if("" !== data3){
const err11 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant",schema:"",parentSchema:schema69.properties.state.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.state.anyOf,parentSchema:schema69.properties.state,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.message !== undefined){
let data4 = data.message;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.message.type,parentSchema:schema69.properties.message,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.source !== undefined){
let data5 = data.source;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.source.type,parentSchema:schema69.properties.source,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/entity-report.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.summary === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.states === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.exposures === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposures"},message:"must have required property '"+"exposures"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.international === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international"},message:"must have required property '"+"international"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.findings === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.dataChecksPath === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataChecksPath"},message:"must have required property '"+"dataChecksPath"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.statusSource === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusSource"},message:"must have required property '"+"statusSource"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema75.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.productName === undefined){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err13 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.taxYear.type,parentSchema:schema63.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.productName.type,parentSchema:schema63.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.recommendationsPath.type,parentSchema:schema63.properties.recommendationsPath,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.entity !== undefined){
if(!(validate37(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.dataChecksPath !== undefined){
let data5 = data.dataChecksPath;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/dataChecksPath",schemaPath:"#/properties/dataChecksPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.dataChecksPath.type,parentSchema:schema75.properties.dataChecksPath,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.statusSource !== undefined){
let data6 = data.statusSource;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.kind === undefined){
const err19 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema74.required,parentSchema:schema74,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.disagreements === undefined){
const err20 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "disagreements"},message:"must have required property '"+"disagreements"+"'",schema:schema74.required,parentSchema:schema74,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.runningPath === undefined){
const err21 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "runningPath"},message:"must have required property '"+"runningPath"+"'",schema:schema74.required,parentSchema:schema74,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data6){
if(!(((key2 === "kind") || (key2 === "disagreements")) || (key2 === "runningPath"))){
const err22 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.kind !== undefined){
let data7 = data6.kind;
if(!((((data7 === "computed") || (data7 === "export")) || (data7 === "computed and export")) || (data7 === "default statuses"))){
const err23 = {instancePath:instancePath+"/statusSource/kind",schemaPath:"../common.schema.json#/$defs/statusSource/properties/kind/enum",keyword:"enum",params:{allowedValues: schema74.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.kind.enum,parentSchema:schema74.properties.kind,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.disagreements !== undefined){
let data8 = data6.disagreements;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.disagreements.type,parentSchema:schema74.properties.disagreements,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.disagreements,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data6.runningPath !== undefined){
let data9 = data6.runningPath;
if((typeof data9 !== "string") && (data9 !== null)){
const err26 = {instancePath:instancePath+"/statusSource/runningPath",schemaPath:"../common.schema.json#/$defs/statusSource/properties/runningPath/type",keyword:"type",params:{type: schema74.properties.runningPath.type},message:"must be string,null",schema:schema74.properties.runningPath.type,parentSchema:schema74.properties.runningPath,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.summary !== undefined){
let data10 = data.summary;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.totalRevenueCents === undefined){
const err28 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.taxableRevenueCents === undefined){
const err29 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.liabilityCents === undefined){
const err30 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.statesWithActivity === undefined){
const err31 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.statesWithNexus === undefined){
const err32 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10.nexusStates === undefined){
const err33 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "nexusStates"},message:"must have required property '"+"nexusStates"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data10.taxableSharePercent === undefined){
const err34 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "taxableSharePercent"},message:"must have required property '"+"taxableSharePercent"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10.effectiveRatePercent === undefined){
const err35 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "effectiveRatePercent"},message:"must have required property '"+"effectiveRatePercent"+"'",schema:schema75.properties.summary.required,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data10){
if(!((((((((key3 === "totalRevenueCents") || (key3 === "taxableRevenueCents")) || (key3 === "liabilityCents")) || (key3 === "statesWithActivity")) || (key3 === "statesWithNexus")) || (key3 === "nexusStates")) || (key3 === "taxableSharePercent")) || (key3 === "effectiveRatePercent"))){
const err36 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.totalRevenueCents !== undefined){
let data11 = data10.totalRevenueCents;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err37 = {instancePath:instancePath+"/summary/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.taxableRevenueCents !== undefined){
let data12 = data10.taxableRevenueCents;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err38 = {instancePath:instancePath+"/summary/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.liabilityCents !== undefined){
let data13 = data10.liabilityCents;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err39 = {instancePath:instancePath+"/summary/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data10.statesWithActivity !== undefined){
let data14 = data10.statesWithActivity;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err40 = {instancePath:instancePath+"/summary/statesWithActivity",schemaPath:"#/properties/summary/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema75.properties.summary.properties.statesWithActivity.type,parentSchema:schema75.properties.summary.properties.statesWithActivity,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err41 = {instancePath:instancePath+"/summary/statesWithActivity",schemaPath:"#/properties/summary/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema75.properties.summary.properties.statesWithActivity,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data10.statesWithNexus !== undefined){
let data15 = data10.statesWithNexus;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err42 = {instancePath:instancePath+"/summary/statesWithNexus",schemaPath:"#/properties/summary/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema75.properties.summary.properties.statesWithNexus.type,parentSchema:schema75.properties.summary.properties.statesWithNexus,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err43 = {instancePath:instancePath+"/summary/statesWithNexus",schemaPath:"#/properties/summary/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema75.properties.summary.properties.statesWithNexus,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data10.nexusStates !== undefined){
let data16 = data10.nexusStates;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data17 === "AL") || (data17 === "AK")) || (data17 === "AZ")) || (data17 === "AR")) || (data17 === "CA")) || (data17 === "CO")) || (data17 === "CT")) || (data17 === "DE")) || (data17 === "DC")) || (data17 === "FL")) || (data17 === "GA")) || (data17 === "HI")) || (data17 === "ID")) || (data17 === "IL")) || (data17 === "IN")) || (data17 === "IA")) || (data17 === "KS")) || (data17 === "KY")) || (data17 === "LA")) || (data17 === "ME")) || (data17 === "MD")) || (data17 === "MA")) || (data17 === "MI")) || (data17 === "MN")) || (data17 === "MS")) || (data17 === "MO")) || (data17 === "MT")) || (data17 === "NE")) || (data17 === "NV")) || (data17 === "NH")) || (data17 === "NJ")) || (data17 === "NM")) || (data17 === "NY")) || (data17 === "NC")) || (data17 === "ND")) || (data17 === "OH")) || (data17 === "OK")) || (data17 === "OR")) || (data17 === "PA")) || (data17 === "PR")) || (data17 === "RI")) || (data17 === "SC")) || (data17 === "SD")) || (data17 === "TN")) || (data17 === "TX")) || (data17 === "UT")) || (data17 === "VT")) || (data17 === "VA")) || (data17 === "WA")) || (data17 === "WV")) || (data17 === "WI")) || (data17 === "WY"))){
const err44 = {instancePath:instancePath+"/summary/nexusStates/" + i0,schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/summary/nexusStates",schemaPath:"#/properties/summary/properties/nexusStates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.summary.properties.nexusStates.type,parentSchema:schema75.properties.summary.properties.nexusStates,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data10.taxableSharePercent !== undefined){
let data18 = data10.taxableSharePercent;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err46 = {instancePath:instancePath+"/summary/taxableSharePercent",schemaPath:"#/properties/summary/properties/taxableSharePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema75.properties.summary.properties.taxableSharePercent.type,parentSchema:schema75.properties.summary.properties.taxableSharePercent,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data10.effectiveRatePercent !== undefined){
let data19 = data10.effectiveRatePercent;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err47 = {instancePath:instancePath+"/summary/effectiveRatePercent",schemaPath:"#/properties/summary/properties/effectiveRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema75.properties.summary.properties.effectiveRatePercent.type,parentSchema:schema75.properties.summary.properties.effectiveRatePercent,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.properties.summary.type,parentSchema:schema75.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.states !== undefined){
let data20 = data.states;
if(Array.isArray(data20)){
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.state === undefined){
const err49 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data21.stateName === undefined){
const err50 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data21.status === undefined){
const err51 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data21.dateCrossedThreshold === undefined){
const err52 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data21.revenueCents === undefined){
const err53 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "revenueCents"},message:"must have required property '"+"revenueCents"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data21.ratePercent === undefined){
const err54 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "ratePercent"},message:"must have required property '"+"ratePercent"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data21.taxable === undefined){
const err55 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxable"},message:"must have required property '"+"taxable"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data21.taxableRevenueCents === undefined){
const err56 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data21.liabilityCents === undefined){
const err57 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema75.properties.states.items.required,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key4 in data21){
if(!(func4.call(schema75.properties.states.items.properties, key4))){
const err58 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data21.state !== undefined){
let data22 = data21.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data22 === "AL") || (data22 === "AK")) || (data22 === "AZ")) || (data22 === "AR")) || (data22 === "CA")) || (data22 === "CO")) || (data22 === "CT")) || (data22 === "DE")) || (data22 === "DC")) || (data22 === "FL")) || (data22 === "GA")) || (data22 === "HI")) || (data22 === "ID")) || (data22 === "IL")) || (data22 === "IN")) || (data22 === "IA")) || (data22 === "KS")) || (data22 === "KY")) || (data22 === "LA")) || (data22 === "ME")) || (data22 === "MD")) || (data22 === "MA")) || (data22 === "MI")) || (data22 === "MN")) || (data22 === "MS")) || (data22 === "MO")) || (data22 === "MT")) || (data22 === "NE")) || (data22 === "NV")) || (data22 === "NH")) || (data22 === "NJ")) || (data22 === "NM")) || (data22 === "NY")) || (data22 === "NC")) || (data22 === "ND")) || (data22 === "OH")) || (data22 === "OK")) || (data22 === "OR")) || (data22 === "PA")) || (data22 === "PR")) || (data22 === "RI")) || (data22 === "SC")) || (data22 === "SD")) || (data22 === "TN")) || (data22 === "TX")) || (data22 === "UT")) || (data22 === "VT")) || (data22 === "VA")) || (data22 === "WA")) || (data22 === "WV")) || (data22 === "WI")) || (data22 === "WY"))){
const err59 = {instancePath:instancePath+"/states/" + i1+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data21.stateName !== undefined){
let data23 = data21.stateName;
if(typeof data23 !== "string"){
const err60 = {instancePath:instancePath+"/states/" + i1+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.states.items.properties.stateName.type,parentSchema:schema75.properties.states.items.properties.stateName,data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data21.status !== undefined){
let data24 = data21.status;
if(!((((((data24 === "Crossed Threshold") || (data24 === "Approaching")) || (data24 === "Exposed")) || (data24 === "Not Exposed")) || (data24 === "No Sales Tax")) || (data24 === "Not Determined"))){
const err61 = {instancePath:instancePath+"/states/" + i1+"/status",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema85.enum},message:"must be equal to one of the allowed values",schema:schema85.enum,parentSchema:schema85,data:data24};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data21.dateCrossedThreshold !== undefined){
let data25 = data21.dateCrossedThreshold;
if((typeof data25 !== "string") && (data25 !== null)){
const err62 = {instancePath:instancePath+"/states/" + i1+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema75.properties.states.items.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema75.properties.states.items.properties.dateCrossedThreshold.type,parentSchema:schema75.properties.states.items.properties.dateCrossedThreshold,data:data25};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data21.revenueCents !== undefined){
let data26 = data21.revenueCents;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err63 = {instancePath:instancePath+"/states/" + i1+"/revenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data26};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data21.ratePercent !== undefined){
let data27 = data21.ratePercent;
if((!((typeof data27 == "number") && (isFinite(data27)))) && (data27 !== null)){
const err64 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/type",keyword:"type",params:{type: schema87.type},message:"must be number,null",schema:schema87.type,parentSchema:schema87,data:data27};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 100 || isNaN(data27)){
const err65 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema87,data:data27};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data27 < 0 || isNaN(data27)){
const err66 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87,data:data27};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
if(data21.taxable !== undefined){
let data28 = data21.taxable;
if(typeof data28 !== "boolean"){
const err67 = {instancePath:instancePath+"/states/" + i1+"/taxable",schemaPath:"#/properties/states/items/properties/taxable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema75.properties.states.items.properties.taxable.type,parentSchema:schema75.properties.states.items.properties.taxable,data:data28};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data21.taxableRevenueCents !== undefined){
let data29 = data21.taxableRevenueCents;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err68 = {instancePath:instancePath+"/states/" + i1+"/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data29};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data21.liabilityCents !== undefined){
let data30 = data21.liabilityCents;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
const err69 = {instancePath:instancePath+"/states/" + i1+"/liabilityCents",schemaPath:"#/properties/states/items/properties/liabilityCents/type",keyword:"type",params:{type: schema75.properties.states.items.properties.liabilityCents.type},message:"must be integer,null",schema:schema75.properties.states.items.properties.liabilityCents.type,parentSchema:schema75.properties.states.items.properties.liabilityCents,data:data30};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.properties.states.items.type,parentSchema:schema75.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.states.type,parentSchema:schema75.properties.states,data:data20};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.exposures !== undefined){
let data31 = data.exposures;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.hasExport === undefined){
const err72 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "hasExport"},message:"must have required property '"+"hasExport"+"'",schema:schema75.properties.exposures.required,parentSchema:schema75.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data31.crossed === undefined){
const err73 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "crossed"},message:"must have required property '"+"crossed"+"'",schema:schema75.properties.exposures.required,parentSchema:schema75.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data31.approaching === undefined){
const err74 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "approaching"},message:"must have required property '"+"approaching"+"'",schema:schema75.properties.exposures.required,parentSchema:schema75.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data31.exposed === undefined){
const err75 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "exposed"},message:"must have required property '"+"exposed"+"'",schema:schema75.properties.exposures.required,parentSchema:schema75.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data31.other === undefined){
const err76 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "other"},message:"must have required property '"+"other"+"'",schema:schema75.properties.exposures.required,parentSchema:schema75.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
for(const key5 in data31){
if(!(((((key5 === "hasExport") || (key5 === "crossed")) || (key5 === "approaching")) || (key5 === "exposed")) || (key5 === "other"))){
const err77 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema75.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data31.hasExport !== undefined){
let data32 = data31.hasExport;
if(typeof data32 !== "boolean"){
const err78 = {instancePath:instancePath+"/exposures/hasExport",schemaPath:"#/properties/exposures/properties/hasExport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema75.properties.exposures.properties.hasExport.type,parentSchema:schema75.properties.exposures.properties.hasExport,data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data31.crossed !== undefined){
let data33 = data31.crossed;
if(Array.isArray(data33)){
const len2 = data33.length;
for(let i2=0; i2<len2; i2++){
if(!(validate39(data33[i2], {instancePath:instancePath+"/exposures/crossed/" + i2,parentData:data33,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err79 = {instancePath:instancePath+"/exposures/crossed",schemaPath:"#/properties/exposures/properties/crossed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.exposures.properties.crossed.type,parentSchema:schema75.properties.exposures.properties.crossed,data:data33};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data31.approaching !== undefined){
let data35 = data31.approaching;
if(Array.isArray(data35)){
const len3 = data35.length;
for(let i3=0; i3<len3; i3++){
if(!(validate39(data35[i3], {instancePath:instancePath+"/exposures/approaching/" + i3,parentData:data35,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err80 = {instancePath:instancePath+"/exposures/approaching",schemaPath:"#/properties/exposures/properties/approaching/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.exposures.properties.approaching.type,parentSchema:schema75.properties.exposures.properties.approaching,data:data35};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data31.exposed !== undefined){
let data37 = data31.exposed;
if(Array.isArray(data37)){
const len4 = data37.length;
for(let i4=0; i4<len4; i4++){
if(!(validate39(data37[i4], {instancePath:instancePath+"/exposures/exposed/" + i4,parentData:data37,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err81 = {instancePath:instancePath+"/exposures/exposed",schemaPath:"#/properties/exposures/properties/exposed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.exposures.properties.exposed.type,parentSchema:schema75.properties.exposures.properties.exposed,data:data37};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data31.other !== undefined){
let data39 = data31.other;
if(Array.isArray(data39)){
const len5 = data39.length;
for(let i5=0; i5<len5; i5++){
if(!(validate39(data39[i5], {instancePath:instancePath+"/exposures/other/" + i5,parentData:data39,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err82 = {instancePath:instancePath+"/exposures/other",schemaPath:"#/properties/exposures/properties/other/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.exposures.properties.other.type,parentSchema:schema75.properties.exposures.properties.other,data:data39};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.properties.exposures.type,parentSchema:schema75.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.international !== undefined){
let data41 = data.international;
if(Array.isArray(data41)){
const len6 = data41.length;
for(let i6=0; i6<len6; i6++){
let data42 = data41[i6];
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.jurisdiction === undefined){
const err84 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema75.properties.international.items.required,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data42.ruleSetName === undefined){
const err85 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "ruleSetName"},message:"must have required property '"+"ruleSetName"+"'",schema:schema75.properties.international.items.required,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data42.currency === undefined){
const err86 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema75.properties.international.items.required,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data42.totalSalesMinor === undefined){
const err87 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "totalSalesMinor"},message:"must have required property '"+"totalSalesMinor"+"'",schema:schema75.properties.international.items.required,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data42.transactionsCount === undefined){
const err88 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema75.properties.international.items.required,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data42.overallStatus === undefined){
const err89 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema75.properties.international.items.required,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data42.dateCrossedThreshold === undefined){
const err90 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema75.properties.international.items.required,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key6 in data42){
if(!(((((((key6 === "jurisdiction") || (key6 === "ruleSetName")) || (key6 === "currency")) || (key6 === "totalSalesMinor")) || (key6 === "transactionsCount")) || (key6 === "overallStatus")) || (key6 === "dateCrossedThreshold"))){
const err91 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data42.jurisdiction !== undefined){
let data43 = data42.jurisdiction;
if(typeof data43 !== "string"){
const err92 = {instancePath:instancePath+"/international/" + i6+"/jurisdiction",schemaPath:"#/properties/international/items/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.international.items.properties.jurisdiction.type,parentSchema:schema75.properties.international.items.properties.jurisdiction,data:data43};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data42.ruleSetName !== undefined){
let data44 = data42.ruleSetName;
if(typeof data44 !== "string"){
const err93 = {instancePath:instancePath+"/international/" + i6+"/ruleSetName",schemaPath:"#/properties/international/items/properties/ruleSetName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.international.items.properties.ruleSetName.type,parentSchema:schema75.properties.international.items.properties.ruleSetName,data:data44};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data42.currency !== undefined){
let data45 = data42.currency;
if(typeof data45 !== "string"){
const err94 = {instancePath:instancePath+"/international/" + i6+"/currency",schemaPath:"#/properties/international/items/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.international.items.properties.currency.type,parentSchema:schema75.properties.international.items.properties.currency,data:data45};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data42.totalSalesMinor !== undefined){
let data46 = data42.totalSalesMinor;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err95 = {instancePath:instancePath+"/international/" + i6+"/totalSalesMinor",schemaPath:"#/properties/international/items/properties/totalSalesMinor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema75.properties.international.items.properties.totalSalesMinor.type,parentSchema:schema75.properties.international.items.properties.totalSalesMinor,data:data46};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data42.transactionsCount !== undefined){
let data47 = data42.transactionsCount;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err96 = {instancePath:instancePath+"/international/" + i6+"/transactionsCount",schemaPath:"#/properties/international/items/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema75.properties.international.items.properties.transactionsCount.type,parentSchema:schema75.properties.international.items.properties.transactionsCount,data:data47};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data42.overallStatus !== undefined){
let data48 = data42.overallStatus;
if(!((((((data48 === "Crossed Threshold") || (data48 === "Approaching")) || (data48 === "Exposed")) || (data48 === "Not Exposed")) || (data48 === "No Sales Tax")) || (data48 === "Not Determined"))){
const err97 = {instancePath:instancePath+"/international/" + i6+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema85.enum},message:"must be equal to one of the allowed values",schema:schema85.enum,parentSchema:schema85,data:data48};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data42.dateCrossedThreshold !== undefined){
let data49 = data42.dateCrossedThreshold;
if((typeof data49 !== "string") && (data49 !== null)){
const err98 = {instancePath:instancePath+"/international/" + i6+"/dateCrossedThreshold",schemaPath:"#/properties/international/items/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema75.properties.international.items.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema75.properties.international.items.properties.dateCrossedThreshold.type,parentSchema:schema75.properties.international.items.properties.dateCrossedThreshold,data:data49};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/international/" + i6,schemaPath:"#/properties/international/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.properties.international.items.type,parentSchema:schema75.properties.international.items,data:data42};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.international.type,parentSchema:schema75.properties.international,data:data41};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.findings !== undefined){
let data50 = data.findings;
if(Array.isArray(data50)){
const len7 = data50.length;
for(let i7=0; i7<len7; i7++){
if(!(validate44(data50[i7], {instancePath:instancePath+"/findings/" + i7,parentData:data50,parentDataProperty:i7,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err101 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.findings.type,parentSchema:schema75.properties.findings,data:data50};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.type,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_consolidated = validate46;
const schema99 = {"$id":"output/consolidated.schema.json","title":"Consolidated","description":"generated/consolidated.json: the consolidated report over all entities","type":"object","additionalProperties":false,"required":["study","entityCount","totals","entities","states","topRevenue","topLiability"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entityCount":{"type":"integer","minimum":0},"totals":{"title":"ConsolidatedTotals","description":"the TOTAL row and the cards: money is the sum of the entity rows; state counts are distinct states","type":"object","additionalProperties":false,"required":["totalRevenueCents","taxableRevenueCents","liabilityCents","taxableSharePercent","effectiveRatePercent","statesWithNexus","statesWithActivity"],"properties":{"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableSharePercent":{"type":"number"},"effectiveRatePercent":{"type":"number"},"statesWithNexus":{"type":"integer","minimum":0},"statesWithActivity":{"type":"integer","minimum":0}}},"entities":{"type":"array","items":{"title":"ConsolidatedEntityRow","type":"object","additionalProperties":false,"required":["entity","totalRevenueCents","taxableRevenueCents","liabilityCents","statesWithNexus","totalStates"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"statesWithNexus":{"type":"integer","minimum":0},"totalStates":{"type":"integer","minimum":0}}}},"states":{"description":"every state with activity for any entity, by state code","type":"array","items":{"$ref":"#/$defs/stateRow"}},"topRevenue":{"type":"array","maxItems":5,"items":{"$ref":"#/$defs/stateRow"}},"topLiability":{"type":"array","maxItems":5,"items":{"$ref":"#/$defs/stateRow"}}},"$defs":{"stateRow":{"title":"ConsolidatedStateRow","type":"object","additionalProperties":false,"required":["state","stateName","combinedRevenueCents","brandsWithNexus","nexusEntities","hasNexus","ratePercent","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"combinedRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"brandsWithNexus":{"type":"integer","minimum":0},"nexusEntities":{"description":"the codes of the entities with nexus in the state, in manifest order","type":"array","items":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"}},"hasNexus":{"type":"boolean"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"liabilityCents":{"type":["integer","null"],"description":"null when no entity has nexus in the state"}}}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "code") || (key0 === "name")) || (key0 === "colour")) || (key0 === "reportPath")) || (key0 === "separatePath"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.code.type,parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.name.type,parentSchema:schema67.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.colour !== undefined){
let data2 = data.colour;
if(!((((((((((data2 === "green") || (data2 === "blue")) || (data2 === "amber")) || (data2 === "red")) || (data2 === "purple")) || (data2 === "pink")) || (data2 === "teal")) || (data2 === "orange")) || (data2 === "indigo")) || (data2 === "slate"))){
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reportPath !== undefined){
let data3 = data.reportPath;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.reportPath.type,parentSchema:schema67.properties.reportPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.separatePath !== undefined){
let data4 = data.separatePath;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.separatePath.type,parentSchema:schema67.properties.separatePath,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema109 = {"title":"ConsolidatedStateRow","type":"object","additionalProperties":false,"required":["state","stateName","combinedRevenueCents","brandsWithNexus","nexusEntities","hasNexus","ratePercent","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"combinedRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"brandsWithNexus":{"type":"integer","minimum":0},"nexusEntities":{"description":"the codes of the entities with nexus in the state, in manifest order","type":"array","items":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"}},"hasNexus":{"type":"boolean"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"liabilityCents":{"type":["integer","null"],"description":"null when no entity has nexus in the state"}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stateName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.combinedRevenueCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "combinedRevenueCents"},message:"must have required property '"+"combinedRevenueCents"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.brandsWithNexus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "brandsWithNexus"},message:"must have required property '"+"brandsWithNexus"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.nexusEntities === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusEntities"},message:"must have required property '"+"nexusEntities"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.hasNexus === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasNexus"},message:"must have required property '"+"hasNexus"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.ratePercent === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ratePercent"},message:"must have required property '"+"ratePercent"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.liabilityCents === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema109.required,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "state") || (key0 === "stateName")) || (key0 === "combinedRevenueCents")) || (key0 === "brandsWithNexus")) || (key0 === "nexusEntities")) || (key0 === "hasNexus")) || (key0 === "ratePercent")) || (key0 === "liabilityCents"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.state !== undefined){
let data0 = data.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data0 === "AL") || (data0 === "AK")) || (data0 === "AZ")) || (data0 === "AR")) || (data0 === "CA")) || (data0 === "CO")) || (data0 === "CT")) || (data0 === "DE")) || (data0 === "DC")) || (data0 === "FL")) || (data0 === "GA")) || (data0 === "HI")) || (data0 === "ID")) || (data0 === "IL")) || (data0 === "IN")) || (data0 === "IA")) || (data0 === "KS")) || (data0 === "KY")) || (data0 === "LA")) || (data0 === "ME")) || (data0 === "MD")) || (data0 === "MA")) || (data0 === "MI")) || (data0 === "MN")) || (data0 === "MS")) || (data0 === "MO")) || (data0 === "MT")) || (data0 === "NE")) || (data0 === "NV")) || (data0 === "NH")) || (data0 === "NJ")) || (data0 === "NM")) || (data0 === "NY")) || (data0 === "NC")) || (data0 === "ND")) || (data0 === "OH")) || (data0 === "OK")) || (data0 === "OR")) || (data0 === "PA")) || (data0 === "PR")) || (data0 === "RI")) || (data0 === "SC")) || (data0 === "SD")) || (data0 === "TN")) || (data0 === "TX")) || (data0 === "UT")) || (data0 === "VT")) || (data0 === "VA")) || (data0 === "WA")) || (data0 === "WV")) || (data0 === "WI")) || (data0 === "WY"))){
const err9 = {instancePath:instancePath+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.stateName !== undefined){
let data1 = data.stateName;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/stateName",schemaPath:"#/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema109.properties.stateName.type,parentSchema:schema109.properties.stateName,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.combinedRevenueCents !== undefined){
let data2 = data.combinedRevenueCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/combinedRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.brandsWithNexus !== undefined){
let data3 = data.brandsWithNexus;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/brandsWithNexus",schemaPath:"#/properties/brandsWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema109.properties.brandsWithNexus.type,parentSchema:schema109.properties.brandsWithNexus,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/brandsWithNexus",schemaPath:"#/properties/brandsWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema109.properties.brandsWithNexus,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.nexusEntities !== undefined){
let data4 = data.nexusEntities;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(!pattern10.test(data5)){
const err14 = {instancePath:instancePath+"/nexusEntities/" + i0,schemaPath:"#/properties/nexusEntities/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema109.properties.nexusEntities.items,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/nexusEntities/" + i0,schemaPath:"#/properties/nexusEntities/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema109.properties.nexusEntities.items.type,parentSchema:schema109.properties.nexusEntities.items,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/nexusEntities",schemaPath:"#/properties/nexusEntities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema109.properties.nexusEntities.type,parentSchema:schema109.properties.nexusEntities,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.hasNexus !== undefined){
let data6 = data.hasNexus;
if(typeof data6 !== "boolean"){
const err17 = {instancePath:instancePath+"/hasNexus",schemaPath:"#/properties/hasNexus/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema109.properties.hasNexus.type,parentSchema:schema109.properties.hasNexus,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ratePercent !== undefined){
let data7 = data.ratePercent;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err18 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/type",keyword:"type",params:{type: schema87.type},message:"must be number,null",schema:schema87.type,parentSchema:schema87,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema87,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.liabilityCents !== undefined){
let data8 = data.liabilityCents;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err21 = {instancePath:instancePath+"/liabilityCents",schemaPath:"#/properties/liabilityCents/type",keyword:"type",params:{type: schema109.properties.liabilityCents.type},message:"must be integer,null",schema:schema109.properties.liabilityCents.type,parentSchema:schema109.properties.liabilityCents,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema109.type,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/consolidated.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totals === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.entities === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.states === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.topRevenue === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topRevenue"},message:"must have required property '"+"topRevenue"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.topLiability === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topLiability"},message:"must have required property '"+"topLiability"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "study") || (key0 === "entityCount")) || (key0 === "totals")) || (key0 === "entities")) || (key0 === "states")) || (key0 === "topRevenue")) || (key0 === "topLiability"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err8 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.productName === undefined){
const err9 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.taxYear.type,parentSchema:schema63.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.productName.type,parentSchema:schema63.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.recommendationsPath.type,parentSchema:schema63.properties.recommendationsPath,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.entityCount !== undefined){
let data4 = data.entityCount;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema99.properties.entityCount.type,parentSchema:schema99.properties.entityCount,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema99.properties.entityCount,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.totals !== undefined){
let data5 = data.totals;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.totalRevenueCents === undefined){
const err18 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema99.properties.totals.required,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.taxableRevenueCents === undefined){
const err19 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema99.properties.totals.required,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.liabilityCents === undefined){
const err20 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema99.properties.totals.required,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.taxableSharePercent === undefined){
const err21 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "taxableSharePercent"},message:"must have required property '"+"taxableSharePercent"+"'",schema:schema99.properties.totals.required,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.effectiveRatePercent === undefined){
const err22 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "effectiveRatePercent"},message:"must have required property '"+"effectiveRatePercent"+"'",schema:schema99.properties.totals.required,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.statesWithNexus === undefined){
const err23 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema99.properties.totals.required,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.statesWithActivity === undefined){
const err24 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema99.properties.totals.required,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data5){
if(!(((((((key2 === "totalRevenueCents") || (key2 === "taxableRevenueCents")) || (key2 === "liabilityCents")) || (key2 === "taxableSharePercent")) || (key2 === "effectiveRatePercent")) || (key2 === "statesWithNexus")) || (key2 === "statesWithActivity"))){
const err25 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.totalRevenueCents !== undefined){
let data6 = data5.totalRevenueCents;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/totals/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.taxableRevenueCents !== undefined){
let data7 = data5.taxableRevenueCents;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/totals/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.liabilityCents !== undefined){
let data8 = data5.liabilityCents;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err28 = {instancePath:instancePath+"/totals/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.taxableSharePercent !== undefined){
let data9 = data5.taxableSharePercent;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err29 = {instancePath:instancePath+"/totals/taxableSharePercent",schemaPath:"#/properties/totals/properties/taxableSharePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema99.properties.totals.properties.taxableSharePercent.type,parentSchema:schema99.properties.totals.properties.taxableSharePercent,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.effectiveRatePercent !== undefined){
let data10 = data5.effectiveRatePercent;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/totals/effectiveRatePercent",schemaPath:"#/properties/totals/properties/effectiveRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema99.properties.totals.properties.effectiveRatePercent.type,parentSchema:schema99.properties.totals.properties.effectiveRatePercent,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.statesWithNexus !== undefined){
let data11 = data5.statesWithNexus;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err31 = {instancePath:instancePath+"/totals/statesWithNexus",schemaPath:"#/properties/totals/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema99.properties.totals.properties.statesWithNexus.type,parentSchema:schema99.properties.totals.properties.statesWithNexus,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err32 = {instancePath:instancePath+"/totals/statesWithNexus",schemaPath:"#/properties/totals/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema99.properties.totals.properties.statesWithNexus,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data5.statesWithActivity !== undefined){
let data12 = data5.statesWithActivity;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err33 = {instancePath:instancePath+"/totals/statesWithActivity",schemaPath:"#/properties/totals/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema99.properties.totals.properties.statesWithActivity.type,parentSchema:schema99.properties.totals.properties.statesWithActivity,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err34 = {instancePath:instancePath+"/totals/statesWithActivity",schemaPath:"#/properties/totals/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema99.properties.totals.properties.statesWithActivity,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema99.properties.totals.type,parentSchema:schema99.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.entities !== undefined){
let data13 = data.entities;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.entity === undefined){
const err36 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema99.properties.entities.items.required,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14.totalRevenueCents === undefined){
const err37 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema99.properties.entities.items.required,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14.taxableRevenueCents === undefined){
const err38 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema99.properties.entities.items.required,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.liabilityCents === undefined){
const err39 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema99.properties.entities.items.required,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.statesWithNexus === undefined){
const err40 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema99.properties.entities.items.required,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.totalStates === undefined){
const err41 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "totalStates"},message:"must have required property '"+"totalStates"+"'",schema:schema99.properties.entities.items.required,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key3 in data14){
if(!((((((key3 === "entity") || (key3 === "totalRevenueCents")) || (key3 === "taxableRevenueCents")) || (key3 === "liabilityCents")) || (key3 === "statesWithNexus")) || (key3 === "totalStates"))){
const err42 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data14.entity !== undefined){
if(!(validate47(data14.entity, {instancePath:instancePath+"/entities/" + i0+"/entity",parentData:data14,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
if(data14.totalRevenueCents !== undefined){
let data16 = data14.totalRevenueCents;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err43 = {instancePath:instancePath+"/entities/" + i0+"/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.taxableRevenueCents !== undefined){
let data17 = data14.taxableRevenueCents;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err44 = {instancePath:instancePath+"/entities/" + i0+"/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data14.liabilityCents !== undefined){
let data18 = data14.liabilityCents;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err45 = {instancePath:instancePath+"/entities/" + i0+"/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.type,parentSchema:schema80,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data14.statesWithNexus !== undefined){
let data19 = data14.statesWithNexus;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err46 = {instancePath:instancePath+"/entities/" + i0+"/statesWithNexus",schemaPath:"#/properties/entities/items/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema99.properties.entities.items.properties.statesWithNexus.type,parentSchema:schema99.properties.entities.items.properties.statesWithNexus,data:data19};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err47 = {instancePath:instancePath+"/entities/" + i0+"/statesWithNexus",schemaPath:"#/properties/entities/items/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema99.properties.entities.items.properties.statesWithNexus,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data14.totalStates !== undefined){
let data20 = data14.totalStates;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err48 = {instancePath:instancePath+"/entities/" + i0+"/totalStates",schemaPath:"#/properties/entities/items/properties/totalStates/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema99.properties.entities.items.properties.totalStates.type,parentSchema:schema99.properties.entities.items.properties.totalStates,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err49 = {instancePath:instancePath+"/entities/" + i0+"/totalStates",schemaPath:"#/properties/entities/items/properties/totalStates/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema99.properties.entities.items.properties.totalStates,data:data20};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
}
else {
const err50 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema99.properties.entities.items.type,parentSchema:schema99.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema99.properties.entities.type,parentSchema:schema99.properties.entities,data:data13};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.states !== undefined){
let data21 = data.states;
if(Array.isArray(data21)){
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
if(!(validate49(data21[i1], {instancePath:instancePath+"/states/" + i1,parentData:data21,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err52 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema99.properties.states.type,parentSchema:schema99.properties.states,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.topRevenue !== undefined){
let data23 = data.topRevenue;
if(Array.isArray(data23)){
if(data23.length > 5){
const err53 = {instancePath:instancePath+"/topRevenue",schemaPath:"#/properties/topRevenue/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items",schema:5,parentSchema:schema99.properties.topRevenue,data:data23};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
if(!(validate49(data23[i2], {instancePath:instancePath+"/topRevenue/" + i2,parentData:data23,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err54 = {instancePath:instancePath+"/topRevenue",schemaPath:"#/properties/topRevenue/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema99.properties.topRevenue.type,parentSchema:schema99.properties.topRevenue,data:data23};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.topLiability !== undefined){
let data25 = data.topLiability;
if(Array.isArray(data25)){
if(data25.length > 5){
const err55 = {instancePath:instancePath+"/topLiability",schemaPath:"#/properties/topLiability/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items",schema:5,parentSchema:schema99.properties.topLiability,data:data25};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
if(!(validate49(data25[i3], {instancePath:instancePath+"/topLiability/" + i3,parentData:data25,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err56 = {instancePath:instancePath+"/topLiability",schemaPath:"#/properties/topLiability/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema99.properties.topLiability.type,parentSchema:schema99.properties.topLiability,data:data25};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema99.type,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_recommendations = validate53;
const schema113 = {"$id":"output/recommendations.schema.json","title":"Recommendations","description":"generated/recommendations.json: the registration recommendations","type":"object","additionalProperties":false,"required":["study","consolidatedPath","totalRegistrations","uniqueStates","entitiesAffected","entries","allStates","international"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"consolidatedPath":{"type":"string"},"totalRegistrations":{"type":"integer","minimum":0,"description":"(entity, state) pairs listed"},"uniqueStates":{"type":"integer","minimum":0},"entitiesAffected":{"type":"integer","minimum":0,"description":"entities with at least one US state to register in"},"entries":{"description":"one per recommendations.csv row, in manifest order","type":"array","items":{"title":"RecommendationEntry","type":"object","additionalProperties":false,"required":["entity","recommendation","note","potentiallyInternational","states"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"recommendation":{"type":"string"},"note":{"type":"string"},"potentiallyInternational":{"type":"boolean"},"states":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/usStateCode"}}}}},"allStates":{"description":"distinct recommended states by state code, with how many entities each","type":"array","items":{"title":"RecommendedState","type":"object","additionalProperties":false,"required":["state","stateName","entityCount"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"entityCount":{"type":"integer","minimum":1}}}},"international":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/entityRef"}}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "code") || (key0 === "name")) || (key0 === "colour")) || (key0 === "reportPath")) || (key0 === "separatePath"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.code.type,parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.name.type,parentSchema:schema67.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.colour !== undefined){
let data2 = data.colour;
if(!((((((((((data2 === "green") || (data2 === "blue")) || (data2 === "amber")) || (data2 === "red")) || (data2 === "purple")) || (data2 === "pink")) || (data2 === "teal")) || (data2 === "orange")) || (data2 === "indigo")) || (data2 === "slate"))){
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reportPath !== undefined){
let data3 = data.reportPath;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.reportPath.type,parentSchema:schema67.properties.reportPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.separatePath !== undefined){
let data4 = data.separatePath;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.separatePath.type,parentSchema:schema67.properties.separatePath,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/recommendations.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.consolidatedPath === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consolidatedPath"},message:"must have required property '"+"consolidatedPath"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totalRegistrations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalRegistrations"},message:"must have required property '"+"totalRegistrations"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.uniqueStates === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uniqueStates"},message:"must have required property '"+"uniqueStates"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.entitiesAffected === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entitiesAffected"},message:"must have required property '"+"entitiesAffected"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entries === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.allStates === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allStates"},message:"must have required property '"+"allStates"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.international === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international"},message:"must have required property '"+"international"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "study") || (key0 === "consolidatedPath")) || (key0 === "totalRegistrations")) || (key0 === "uniqueStates")) || (key0 === "entitiesAffected")) || (key0 === "entries")) || (key0 === "allStates")) || (key0 === "international"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err9 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.productName === undefined){
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err13 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.taxYear.type,parentSchema:schema63.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.productName.type,parentSchema:schema63.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.recommendationsPath.type,parentSchema:schema63.properties.recommendationsPath,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.consolidatedPath !== undefined){
let data4 = data.consolidatedPath;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/consolidatedPath",schemaPath:"#/properties/consolidatedPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.consolidatedPath.type,parentSchema:schema113.properties.consolidatedPath,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.totalRegistrations !== undefined){
let data5 = data.totalRegistrations;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/totalRegistrations",schemaPath:"#/properties/totalRegistrations/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema113.properties.totalRegistrations.type,parentSchema:schema113.properties.totalRegistrations,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/totalRegistrations",schemaPath:"#/properties/totalRegistrations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema113.properties.totalRegistrations,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.uniqueStates !== undefined){
let data6 = data.uniqueStates;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/uniqueStates",schemaPath:"#/properties/uniqueStates/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema113.properties.uniqueStates.type,parentSchema:schema113.properties.uniqueStates,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/uniqueStates",schemaPath:"#/properties/uniqueStates/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema113.properties.uniqueStates,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.entitiesAffected !== undefined){
let data7 = data.entitiesAffected;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/entitiesAffected",schemaPath:"#/properties/entitiesAffected/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema113.properties.entitiesAffected.type,parentSchema:schema113.properties.entitiesAffected,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/entitiesAffected",schemaPath:"#/properties/entitiesAffected/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema113.properties.entitiesAffected,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.entries !== undefined){
let data8 = data.entries;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.entity === undefined){
const err24 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema113.properties.entries.items.required,parentSchema:schema113.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.recommendation === undefined){
const err25 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'",schema:schema113.properties.entries.items.required,parentSchema:schema113.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.note === undefined){
const err26 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema113.properties.entries.items.required,parentSchema:schema113.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.potentiallyInternational === undefined){
const err27 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "potentiallyInternational"},message:"must have required property '"+"potentiallyInternational"+"'",schema:schema113.properties.entries.items.required,parentSchema:schema113.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.states === undefined){
const err28 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema113.properties.entries.items.required,parentSchema:schema113.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data9){
if(!(((((key2 === "entity") || (key2 === "recommendation")) || (key2 === "note")) || (key2 === "potentiallyInternational")) || (key2 === "states"))){
const err29 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema113.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.entity !== undefined){
if(!(validate54(data9.entity, {instancePath:instancePath+"/entries/" + i0+"/entity",parentData:data9,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data9.recommendation !== undefined){
let data11 = data9.recommendation;
if(typeof data11 !== "string"){
const err30 = {instancePath:instancePath+"/entries/" + i0+"/recommendation",schemaPath:"#/properties/entries/items/properties/recommendation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.entries.items.properties.recommendation.type,parentSchema:schema113.properties.entries.items.properties.recommendation,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.note !== undefined){
let data12 = data9.note;
if(typeof data12 !== "string"){
const err31 = {instancePath:instancePath+"/entries/" + i0+"/note",schemaPath:"#/properties/entries/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.entries.items.properties.note.type,parentSchema:schema113.properties.entries.items.properties.note,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.potentiallyInternational !== undefined){
let data13 = data9.potentiallyInternational;
if(typeof data13 !== "boolean"){
const err32 = {instancePath:instancePath+"/entries/" + i0+"/potentiallyInternational",schemaPath:"#/properties/entries/items/properties/potentiallyInternational/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema113.properties.entries.items.properties.potentiallyInternational.type,parentSchema:schema113.properties.entries.items.properties.potentiallyInternational,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.states !== undefined){
let data14 = data9.states;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data15 === "AL") || (data15 === "AK")) || (data15 === "AZ")) || (data15 === "AR")) || (data15 === "CA")) || (data15 === "CO")) || (data15 === "CT")) || (data15 === "DE")) || (data15 === "DC")) || (data15 === "FL")) || (data15 === "GA")) || (data15 === "HI")) || (data15 === "ID")) || (data15 === "IL")) || (data15 === "IN")) || (data15 === "IA")) || (data15 === "KS")) || (data15 === "KY")) || (data15 === "LA")) || (data15 === "ME")) || (data15 === "MD")) || (data15 === "MA")) || (data15 === "MI")) || (data15 === "MN")) || (data15 === "MS")) || (data15 === "MO")) || (data15 === "MT")) || (data15 === "NE")) || (data15 === "NV")) || (data15 === "NH")) || (data15 === "NJ")) || (data15 === "NM")) || (data15 === "NY")) || (data15 === "NC")) || (data15 === "ND")) || (data15 === "OH")) || (data15 === "OK")) || (data15 === "OR")) || (data15 === "PA")) || (data15 === "PR")) || (data15 === "RI")) || (data15 === "SC")) || (data15 === "SD")) || (data15 === "TN")) || (data15 === "TX")) || (data15 === "UT")) || (data15 === "VT")) || (data15 === "VA")) || (data15 === "WA")) || (data15 === "WV")) || (data15 === "WI")) || (data15 === "WY"))){
const err33 = {instancePath:instancePath+"/entries/" + i0+"/states/" + i1,schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/entries/" + i0+"/states",schemaPath:"#/properties/entries/items/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.entries.items.properties.states.type,parentSchema:schema113.properties.entries.items.properties.states,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema113.properties.entries.items.type,parentSchema:schema113.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.entries.type,parentSchema:schema113.properties.entries,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.allStates !== undefined){
let data16 = data.allStates;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.state === undefined){
const err37 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema113.properties.allStates.items.required,parentSchema:schema113.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17.stateName === undefined){
const err38 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema113.properties.allStates.items.required,parentSchema:schema113.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17.entityCount === undefined){
const err39 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema113.properties.allStates.items.required,parentSchema:schema113.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data17){
if(!(((key3 === "state") || (key3 === "stateName")) || (key3 === "entityCount"))){
const err40 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema113.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data17.state !== undefined){
let data18 = data17.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data18 === "AL") || (data18 === "AK")) || (data18 === "AZ")) || (data18 === "AR")) || (data18 === "CA")) || (data18 === "CO")) || (data18 === "CT")) || (data18 === "DE")) || (data18 === "DC")) || (data18 === "FL")) || (data18 === "GA")) || (data18 === "HI")) || (data18 === "ID")) || (data18 === "IL")) || (data18 === "IN")) || (data18 === "IA")) || (data18 === "KS")) || (data18 === "KY")) || (data18 === "LA")) || (data18 === "ME")) || (data18 === "MD")) || (data18 === "MA")) || (data18 === "MI")) || (data18 === "MN")) || (data18 === "MS")) || (data18 === "MO")) || (data18 === "MT")) || (data18 === "NE")) || (data18 === "NV")) || (data18 === "NH")) || (data18 === "NJ")) || (data18 === "NM")) || (data18 === "NY")) || (data18 === "NC")) || (data18 === "ND")) || (data18 === "OH")) || (data18 === "OK")) || (data18 === "OR")) || (data18 === "PA")) || (data18 === "PR")) || (data18 === "RI")) || (data18 === "SC")) || (data18 === "SD")) || (data18 === "TN")) || (data18 === "TX")) || (data18 === "UT")) || (data18 === "VT")) || (data18 === "VA")) || (data18 === "WA")) || (data18 === "WV")) || (data18 === "WI")) || (data18 === "WY"))){
const err41 = {instancePath:instancePath+"/allStates/" + i2+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data18};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data17.stateName !== undefined){
let data19 = data17.stateName;
if(typeof data19 !== "string"){
const err42 = {instancePath:instancePath+"/allStates/" + i2+"/stateName",schemaPath:"#/properties/allStates/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.allStates.items.properties.stateName.type,parentSchema:schema113.properties.allStates.items.properties.stateName,data:data19};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data17.entityCount !== undefined){
let data20 = data17.entityCount;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err43 = {instancePath:instancePath+"/allStates/" + i2+"/entityCount",schemaPath:"#/properties/allStates/items/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema113.properties.allStates.items.properties.entityCount.type,parentSchema:schema113.properties.allStates.items.properties.entityCount,data:data20};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err44 = {instancePath:instancePath+"/allStates/" + i2+"/entityCount",schemaPath:"#/properties/allStates/items/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema113.properties.allStates.items.properties.entityCount,data:data20};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema113.properties.allStates.items.type,parentSchema:schema113.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/allStates",schemaPath:"#/properties/allStates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.allStates.type,parentSchema:schema113.properties.allStates,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.international !== undefined){
let data21 = data.international;
if(Array.isArray(data21)){
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
if(!(validate54(data21[i3], {instancePath:instancePath+"/international/" + i3,parentData:data21,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err47 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema113.properties.international.type,parentSchema:schema113.properties.international,data:data21};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema113.type,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_findings = validate29;
const schema64 = {"$id":"output/findings.schema.json","title":"Findings","description":"generated/findings.json: the data-check findings a reviewer must see","type":"object","additionalProperties":false,"required":["study","counts","entities","findings"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"counts":{"$ref":"#/$defs/findingCounts"},"entities":{"description":"each entity that has a finding, once, in the study's order; a finding names its entity by code","type":"array","items":{"$ref":"../common.schema.json#/$defs/entityRef"}},"findings":{"description":"every finding, entity by entity in the study's order","type":"array","items":{"$ref":"../common.schema.json#/$defs/finding"}}},"$defs":{"findingCounts":{"title":"FindingCounts","type":"object","additionalProperties":false,"required":["total","warning","notice"],"properties":{"total":{"type":"integer","minimum":0},"warning":{"type":"integer","minimum":0},"notice":{"type":"integer","minimum":0}}}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "code") || (key0 === "name")) || (key0 === "colour")) || (key0 === "reportPath")) || (key0 === "separatePath"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.code.type,parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.name.type,parentSchema:schema67.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.colour !== undefined){
let data2 = data.colour;
if(!((((((((((data2 === "green") || (data2 === "blue")) || (data2 === "amber")) || (data2 === "red")) || (data2 === "purple")) || (data2 === "pink")) || (data2 === "teal")) || (data2 === "orange")) || (data2 === "indigo")) || (data2 === "slate"))){
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reportPath !== undefined){
let data3 = data.reportPath;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.reportPath.type,parentSchema:schema67.properties.reportPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.separatePath !== undefined){
let data4 = data.separatePath;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.separatePath.type,parentSchema:schema67.properties.separatePath,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.severity === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.state === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "severity") || (key0 === "code")) || (key0 === "entity")) || (key0 === "state")) || (key0 === "message")) || (key0 === "source"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.severity !== undefined){
let data0 = data.severity;
if(!((data0 === "warning") || (data0 === "notice"))){
const err7 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema69.properties.severity.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.severity.enum,parentSchema:schema69.properties.severity,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(!(((((((((((data1 === "RECOMMENDED_NOT_CROSSED") || (data1 === "CROSSED_NOT_RECOMMENDED")) || (data1 === "STATUS_CONTRADICTS_PERCENTAGE")) || (data1 === "SALES_CROSSED_OVERALL_NOT")) || (data1 === "NEGATIVE_SALES")) || (data1 === "REVENUE_DIFFERS_FROM_EXPORT")) || (data1 === "TAXABLE_WITHOUT_RATE")) || (data1 === "EXPORT_STATUS_DIFFERS")) || (data1 === "EXPORT_DATE_DIFFERS")) || (data1 === "REVENUE_DIFFERS_FROM_TRANSACTIONS")) || (data1 === "ROWS_OUTSIDE_RANGE"))){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/enum",keyword:"enum",params:{allowedValues: schema69.properties.code.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.code.enum,parentSchema:schema69.properties.code,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.entity !== undefined){
let data2 = data.entity;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.entity.type,parentSchema:schema69.properties.entity,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.state !== undefined){
let data3 = data.state;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data3 === "AL") || (data3 === "AK")) || (data3 === "AZ")) || (data3 === "AR")) || (data3 === "CA")) || (data3 === "CO")) || (data3 === "CT")) || (data3 === "DE")) || (data3 === "DC")) || (data3 === "FL")) || (data3 === "GA")) || (data3 === "HI")) || (data3 === "ID")) || (data3 === "IL")) || (data3 === "IN")) || (data3 === "IA")) || (data3 === "KS")) || (data3 === "KY")) || (data3 === "LA")) || (data3 === "ME")) || (data3 === "MD")) || (data3 === "MA")) || (data3 === "MI")) || (data3 === "MN")) || (data3 === "MS")) || (data3 === "MO")) || (data3 === "MT")) || (data3 === "NE")) || (data3 === "NV")) || (data3 === "NH")) || (data3 === "NJ")) || (data3 === "NM")) || (data3 === "NY")) || (data3 === "NC")) || (data3 === "ND")) || (data3 === "OH")) || (data3 === "OK")) || (data3 === "OR")) || (data3 === "PA")) || (data3 === "PR")) || (data3 === "RI")) || (data3 === "SC")) || (data3 === "SD")) || (data3 === "TN")) || (data3 === "TX")) || (data3 === "UT")) || (data3 === "VT")) || (data3 === "VA")) || (data3 === "WA")) || (data3 === "WV")) || (data3 === "WI")) || (data3 === "WY"))){
const err10 = {instancePath:instancePath+"/state",schemaPath:"#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if("" !== data3){
const err11 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant",schema:"",parentSchema:schema69.properties.state.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.state.anyOf,parentSchema:schema69.properties.state,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.message !== undefined){
let data4 = data.message;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.message.type,parentSchema:schema69.properties.message,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.source !== undefined){
let data5 = data.source;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.source.type,parentSchema:schema69.properties.source,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/findings.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.counts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entities === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.findings === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "study") || (key0 === "counts")) || (key0 === "entities")) || (key0 === "findings"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err5 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.productName === undefined){
const err6 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err7 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err8 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.taxYear.type,parentSchema:schema63.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.productName.type,parentSchema:schema63.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.recommendationsPath.type,parentSchema:schema63.properties.recommendationsPath,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.counts !== undefined){
let data4 = data.counts;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.total === undefined){
const err13 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema66.required,parentSchema:schema66,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.warning === undefined){
const err14 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "warning"},message:"must have required property '"+"warning"+"'",schema:schema66.required,parentSchema:schema66,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.notice === undefined){
const err15 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "notice"},message:"must have required property '"+"notice"+"'",schema:schema66.required,parentSchema:schema66,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data4){
if(!(((key2 === "total") || (key2 === "warning")) || (key2 === "notice"))){
const err16 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.total !== undefined){
let data5 = data4.total;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/counts/total",schemaPath:"#/$defs/findingCounts/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.total.type,parentSchema:schema66.properties.total,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/counts/total",schemaPath:"#/$defs/findingCounts/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.total,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data4.warning !== undefined){
let data6 = data4.warning;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/counts/warning",schemaPath:"#/$defs/findingCounts/properties/warning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.warning.type,parentSchema:schema66.properties.warning,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/counts/warning",schemaPath:"#/$defs/findingCounts/properties/warning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.warning,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data4.notice !== undefined){
let data7 = data4.notice;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/counts/notice",schemaPath:"#/$defs/findingCounts/properties/notice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.notice.type,parentSchema:schema66.properties.notice,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/counts/notice",schemaPath:"#/$defs/findingCounts/properties/notice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.notice,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.entities !== undefined){
let data8 = data.entities;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate30(data8[i0], {instancePath:instancePath+"/entities/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.entities.type,parentSchema:schema64.properties.entities,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.findings !== undefined){
let data10 = data.findings;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(!(validate32(data10[i1], {instancePath:instancePath+"/findings/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.findings.type,parentSchema:schema64.properties.findings,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_running = validate57;
const schema119 = {"$id":"output/running.schema.json","title":"RunningMeasures","description":"generated/running/<CODE>.json: for a computed entity, each crossed or approaching state's running measure against its threshold over the tax year, for the viewer's charts (loaded lazily)","type":"object","additionalProperties":false,"required":["study","entity","states"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"states":{"description":"crossed or approaching states, by state code","type":"array","items":{"title":"RunningState","type":"object","additionalProperties":false,"required":["state","stateName","overallStatus","thresholdType","periodType","dateCrossedThreshold","points"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"enum":["Crossed Threshold","Approaching"]},"thresholdType":{"enum":["Sales","Transactions","Transactions Or Sales","Transactions And Sales"]},"periodType":{"type":"string"},"dateCrossedThreshold":{"type":["string","null"],"pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"points":{"description":"the first day of the tax year, every day on which the measure or the test changes, and the last day: the measure holds from each point to the next","type":"array","items":{"title":"RunningPoint","type":"object","additionalProperties":false,"required":["date","percent","passes"],"properties":{"date":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"percent":{"type":"number","description":"the day's ratio against the threshold × 100, rounded half away from zero to two decimals (the larger of the windows' for Previous Or Current Calendar Year)"},"passes":{"type":"boolean","description":"whether the test passes on the day"}}}}}}}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "code") || (key0 === "name")) || (key0 === "colour")) || (key0 === "reportPath")) || (key0 === "separatePath"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.code.type,parentSchema:schema67.properties.code,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.name.type,parentSchema:schema67.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.colour !== undefined){
let data2 = data.colour;
if(!((((((((((data2 === "green") || (data2 === "blue")) || (data2 === "amber")) || (data2 === "red")) || (data2 === "purple")) || (data2 === "pink")) || (data2 === "teal")) || (data2 === "orange")) || (data2 === "indigo")) || (data2 === "slate"))){
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reportPath !== undefined){
let data3 = data.reportPath;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.reportPath.type,parentSchema:schema67.properties.reportPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.separatePath !== undefined){
let data4 = data.separatePath;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.separatePath.type,parentSchema:schema67.properties.separatePath,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern52 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/running.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema119.required,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema119.required,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.states === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema119.required,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "study") || (key0 === "entity")) || (key0 === "states"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err4 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.productName === undefined){
const err5 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err6 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema63.required,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err7 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.taxYear.type,parentSchema:schema63.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.productName.type,parentSchema:schema63.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.recommendationsPath.type,parentSchema:schema63.properties.recommendationsPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.entity !== undefined){
if(!(validate58(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
if(data.states !== undefined){
let data5 = data.states;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.state === undefined){
const err12 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema119.properties.states.items.required,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.stateName === undefined){
const err13 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema119.properties.states.items.required,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.overallStatus === undefined){
const err14 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema119.properties.states.items.required,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.thresholdType === undefined){
const err15 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "thresholdType"},message:"must have required property '"+"thresholdType"+"'",schema:schema119.properties.states.items.required,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.periodType === undefined){
const err16 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "periodType"},message:"must have required property '"+"periodType"+"'",schema:schema119.properties.states.items.required,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.dateCrossedThreshold === undefined){
const err17 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema119.properties.states.items.required,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.points === undefined){
const err18 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "points"},message:"must have required property '"+"points"+"'",schema:schema119.properties.states.items.required,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data6){
if(!(((((((key2 === "state") || (key2 === "stateName")) || (key2 === "overallStatus")) || (key2 === "thresholdType")) || (key2 === "periodType")) || (key2 === "dateCrossedThreshold")) || (key2 === "points"))){
const err19 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.state !== undefined){
let data7 = data6.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data7 === "AL") || (data7 === "AK")) || (data7 === "AZ")) || (data7 === "AR")) || (data7 === "CA")) || (data7 === "CO")) || (data7 === "CT")) || (data7 === "DE")) || (data7 === "DC")) || (data7 === "FL")) || (data7 === "GA")) || (data7 === "HI")) || (data7 === "ID")) || (data7 === "IL")) || (data7 === "IN")) || (data7 === "IA")) || (data7 === "KS")) || (data7 === "KY")) || (data7 === "LA")) || (data7 === "ME")) || (data7 === "MD")) || (data7 === "MA")) || (data7 === "MI")) || (data7 === "MN")) || (data7 === "MS")) || (data7 === "MO")) || (data7 === "MT")) || (data7 === "NE")) || (data7 === "NV")) || (data7 === "NH")) || (data7 === "NJ")) || (data7 === "NM")) || (data7 === "NY")) || (data7 === "NC")) || (data7 === "ND")) || (data7 === "OH")) || (data7 === "OK")) || (data7 === "OR")) || (data7 === "PA")) || (data7 === "PR")) || (data7 === "RI")) || (data7 === "SC")) || (data7 === "SD")) || (data7 === "TN")) || (data7 === "TX")) || (data7 === "UT")) || (data7 === "VT")) || (data7 === "VA")) || (data7 === "WA")) || (data7 === "WV")) || (data7 === "WI")) || (data7 === "WY"))){
const err20 = {instancePath:instancePath+"/states/" + i0+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values",schema:schema45.enum,parentSchema:schema45,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.stateName !== undefined){
let data8 = data6.stateName;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/states/" + i0+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.properties.states.items.properties.stateName.type,parentSchema:schema119.properties.states.items.properties.stateName,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.overallStatus !== undefined){
let data9 = data6.overallStatus;
if(!((data9 === "Crossed Threshold") || (data9 === "Approaching"))){
const err22 = {instancePath:instancePath+"/states/" + i0+"/overallStatus",schemaPath:"#/properties/states/items/properties/overallStatus/enum",keyword:"enum",params:{allowedValues: schema119.properties.states.items.properties.overallStatus.enum},message:"must be equal to one of the allowed values",schema:schema119.properties.states.items.properties.overallStatus.enum,parentSchema:schema119.properties.states.items.properties.overallStatus,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.thresholdType !== undefined){
let data10 = data6.thresholdType;
if(!((((data10 === "Sales") || (data10 === "Transactions")) || (data10 === "Transactions Or Sales")) || (data10 === "Transactions And Sales"))){
const err23 = {instancePath:instancePath+"/states/" + i0+"/thresholdType",schemaPath:"#/properties/states/items/properties/thresholdType/enum",keyword:"enum",params:{allowedValues: schema119.properties.states.items.properties.thresholdType.enum},message:"must be equal to one of the allowed values",schema:schema119.properties.states.items.properties.thresholdType.enum,parentSchema:schema119.properties.states.items.properties.thresholdType,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.periodType !== undefined){
let data11 = data6.periodType;
if(typeof data11 !== "string"){
const err24 = {instancePath:instancePath+"/states/" + i0+"/periodType",schemaPath:"#/properties/states/items/properties/periodType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.properties.states.items.properties.periodType.type,parentSchema:schema119.properties.states.items.properties.periodType,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.dateCrossedThreshold !== undefined){
let data12 = data6.dateCrossedThreshold;
if((typeof data12 !== "string") && (data12 !== null)){
const err25 = {instancePath:instancePath+"/states/" + i0+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema119.properties.states.items.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema119.properties.states.items.properties.dateCrossedThreshold.type,parentSchema:schema119.properties.states.items.properties.dateCrossedThreshold,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data12 === "string"){
if(!pattern52.test(data12)){
const err26 = {instancePath:instancePath+"/states/" + i0+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema119.properties.states.items.properties.dateCrossedThreshold,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data6.points !== undefined){
let data13 = data6.points;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.date === undefined){
const err27 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema119.properties.states.items.properties.points.items.required,parentSchema:schema119.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data14.percent === undefined){
const err28 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "percent"},message:"must have required property '"+"percent"+"'",schema:schema119.properties.states.items.properties.points.items.required,parentSchema:schema119.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14.passes === undefined){
const err29 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "passes"},message:"must have required property '"+"passes"+"'",schema:schema119.properties.states.items.properties.points.items.required,parentSchema:schema119.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key3 in data14){
if(!(((key3 === "date") || (key3 === "percent")) || (key3 === "passes"))){
const err30 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema119.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data14.date !== undefined){
let data15 = data14.date;
if(typeof data15 === "string"){
if(!pattern52.test(data15)){
const err31 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/date",schemaPath:"#/properties/states/items/properties/points/items/properties/date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema119.properties.states.items.properties.points.items.properties.date,data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/date",schemaPath:"#/properties/states/items/properties/points/items/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.properties.states.items.properties.points.items.properties.date.type,parentSchema:schema119.properties.states.items.properties.points.items.properties.date,data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data14.percent !== undefined){
let data16 = data14.percent;
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err33 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/percent",schemaPath:"#/properties/states/items/properties/points/items/properties/percent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema119.properties.states.items.properties.points.items.properties.percent.type,parentSchema:schema119.properties.states.items.properties.points.items.properties.percent,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data14.passes !== undefined){
let data17 = data14.passes;
if(typeof data17 !== "boolean"){
const err34 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/passes",schemaPath:"#/properties/states/items/properties/points/items/properties/passes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema119.properties.states.items.properties.points.items.properties.passes.type,parentSchema:schema119.properties.states.items.properties.points.items.properties.passes,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema119.properties.states.items.properties.points.items.type,parentSchema:schema119.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/states/" + i0+"/points",schemaPath:"#/properties/states/items/properties/points/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema119.properties.states.items.properties.points.type,parentSchema:schema119.properties.states.items.properties.points,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema119.properties.states.items.type,parentSchema:schema119.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema119.properties.states.type,parentSchema:schema119.properties.states,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema119.type,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

