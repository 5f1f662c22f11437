// Generated from schemas/*.schema.json by `npm run schemas` (ajv standalone code). Do not edit.
"use strict";
exports.input_study = validate20;
const schema31 = {"$id":"input/study.schema.json","title":"StudyManifest","description":"study.json: the manifest of a raw study","type":"object","additionalProperties":false,"required":["taxYear","product","rates","defaultStatuses","recommendations","entities"],"properties":{"taxYear":{"type":"integer","minimum":1900,"maximum":2999,"description":"a four-digit tax year such as 2024"},"product":{"type":"object","additionalProperties":false,"required":["name","slug"],"properties":{"name":{"$ref":"#/$defs/displayName"},"slug":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"lower-case words joined by hyphens, such as \"northwind\""}}},"rates":{"$ref":"#/$defs/relativePath"},"defaultStatuses":{"$ref":"#/$defs/relativePath"},"recommendations":{"$ref":"#/$defs/relativePath"},"thresholds":{"$ref":"#/$defs/relativePath","description":"thresholds.csv: each state's economic nexus rule, needed when an entity names transactions or daily (TRANSACTIONS.md)"},"fx":{"$ref":"#/$defs/relativePath","description":"fx.csv: Currency,USD Per Unit, what one unit of each currency of the activity abroad is worth in US dollars; with it, amounts abroad also show their USD equivalents"},"exposure":{"type":"object","additionalProperties":false,"required":["firstYear","asOf"],"description":"the years examined for exposure (EXPOSURE.md): an object with firstYear and asOf","properties":{"firstYear":{"type":"integer","minimum":1900,"maximum":2999,"description":"the first calendar year examined, a four-digit year such as 2021, no later than the tax year"},"asOf":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","description":"the study's date as YYYY-MM-DD, such as \"2025-03-31\": no earlier than 31 December of the tax year, no more than ten years after 1 January of firstYear"}}},"entities":{"type":"array","minItems":1,"description":"a list of at least one entity, in display order","items":{"type":"object","additionalProperties":false,"required":["code","name","colour"],"properties":{"code":{"type":"string","pattern":"^[A-Z0-9]{1,4}$","description":"one to four capital letters or digits, such as \"A\""},"name":{"$ref":"#/$defs/displayName"},"colour":{"enum":["green","blue","amber","red","purple","pink","teal","orange","indigo","slate"],"description":"one of green, blue, amber, red, purple, pink, teal, orange, indigo, slate"},"revenue":{"$ref":"#/$defs/relativePath"},"nexus":{"$ref":"#/$defs/relativePath"},"transactions":{"$ref":"#/$defs/relativePath","description":"the entity's dated sales, Date,State,Amount, such as \"transactions/A.csv\""},"daily":{"$ref":"#/$defs/relativePath","description":"the entity's sales already summed per state and day, Date,State,Sales,Transactions, such as \"daily/A.csv\""}}}}},"$defs":{"displayName":{"type":"string","pattern":"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$","description":"a display name of at least one character, without control characters (tabs, line breaks) or the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069), such as \"Client A\""},"relativePath":{"type":"string","pattern":"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$","description":"a .csv path relative to the study folder, such as \"revenue/A.csv\""}}};
const schema32 = {"type":"string","pattern":"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$","description":"a display name of at least one character, without control characters (tabs, line breaks) or the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069), such as \"Client A\""};
const schema33 = {"type":"string","pattern":"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$","description":"a .csv path relative to the study folder, such as \"revenue/A.csv\""};
const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$", "u");
const pattern5 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern6 = new RegExp("^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$", "u");
const pattern11 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const pattern12 = new RegExp("^[A-Z0-9]{1,4}$", "u");

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
if(!(func1.call(schema31.properties, key0))){
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
if(!pattern4.test(data2)){
const err13 = {instancePath:instancePath+"/product/name",schemaPath:"#/$defs/displayName/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$",parentSchema:schema32,data:data2};
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
const err14 = {instancePath:instancePath+"/product/name",schemaPath:"#/$defs/displayName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data2};
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
if(!pattern5.test(data3)){
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
if(!pattern6.test(data4)){
const err18 = {instancePath:instancePath+"/rates",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data4};
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
const err19 = {instancePath:instancePath+"/rates",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data4};
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
if(!pattern6.test(data5)){
const err20 = {instancePath:instancePath+"/defaultStatuses",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data5};
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
const err21 = {instancePath:instancePath+"/defaultStatuses",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data5};
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
if(!pattern6.test(data6)){
const err22 = {instancePath:instancePath+"/recommendations",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data6};
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
const err23 = {instancePath:instancePath+"/recommendations",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data6};
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
if(!pattern6.test(data7)){
const err24 = {instancePath:instancePath+"/thresholds",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data7};
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
const err25 = {instancePath:instancePath+"/thresholds",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.fx !== undefined){
let data8 = data.fx;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err26 = {instancePath:instancePath+"/fx",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data8};
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
const err27 = {instancePath:instancePath+"/fx",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.exposure !== undefined){
let data9 = data.exposure;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.firstYear === undefined){
const err28 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "firstYear"},message:"must have required property '"+"firstYear"+"'",schema:schema31.properties.exposure.required,parentSchema:schema31.properties.exposure,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9.asOf === undefined){
const err29 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "asOf"},message:"must have required property '"+"asOf"+"'",schema:schema31.properties.exposure.required,parentSchema:schema31.properties.exposure,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "firstYear") || (key2 === "asOf"))){
const err30 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.exposure,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.firstYear !== undefined){
let data10 = data9.firstYear;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err31 = {instancePath:instancePath+"/exposure/firstYear",schemaPath:"#/properties/exposure/properties/firstYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema31.properties.exposure.properties.firstYear.type,parentSchema:schema31.properties.exposure.properties.firstYear,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 2999 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/exposure/firstYear",schemaPath:"#/properties/exposure/properties/firstYear/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2999},message:"must be <= 2999",schema:2999,parentSchema:schema31.properties.exposure.properties.firstYear,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < 1900 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/exposure/firstYear",schemaPath:"#/properties/exposure/properties/firstYear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1900},message:"must be >= 1900",schema:1900,parentSchema:schema31.properties.exposure.properties.firstYear,data:data10};
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
if(data9.asOf !== undefined){
let data11 = data9.asOf;
if(typeof data11 === "string"){
if(!pattern11.test(data11)){
const err34 = {instancePath:instancePath+"/exposure/asOf",schemaPath:"#/properties/exposure/properties/asOf/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\"",schema:"^[0-9]{4}-[0-9]{2}-[0-9]{2}$",parentSchema:schema31.properties.exposure.properties.asOf,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/exposure/asOf",schemaPath:"#/properties/exposure/properties/asOf/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.exposure.properties.asOf.type,parentSchema:schema31.properties.exposure.properties.asOf,data:data11};
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
const err36 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.exposure.type,parentSchema:schema31.properties.exposure,data:data9};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.entities !== undefined){
let data12 = data.entities;
if(Array.isArray(data12)){
if(data12.length < 1){
const err37 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.entities,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.code === undefined){
const err38 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13.name === undefined){
const err39 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data13.colour === undefined){
const err40 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data13){
if(!(((((((key3 === "code") || (key3 === "name")) || (key3 === "colour")) || (key3 === "revenue")) || (key3 === "nexus")) || (key3 === "transactions")) || (key3 === "daily"))){
const err41 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data13.code !== undefined){
let data14 = data13.code;
if(typeof data14 === "string"){
if(!pattern12.test(data14)){
const err42 = {instancePath:instancePath+"/entities/" + i0+"/code",schemaPath:"#/properties/entities/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema31.properties.entities.items.properties.code,data:data14};
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
const err43 = {instancePath:instancePath+"/entities/" + i0+"/code",schemaPath:"#/properties/entities/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.entities.items.properties.code.type,parentSchema:schema31.properties.entities.items.properties.code,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data13.name !== undefined){
let data15 = data13.name;
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
const err44 = {instancePath:instancePath+"/entities/" + i0+"/name",schemaPath:"#/$defs/displayName/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$",parentSchema:schema32,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/entities/" + i0+"/name",schemaPath:"#/$defs/displayName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.colour !== undefined){
let data16 = data13.colour;
if(!((((((((((data16 === "green") || (data16 === "blue")) || (data16 === "amber")) || (data16 === "red")) || (data16 === "purple")) || (data16 === "pink")) || (data16 === "teal")) || (data16 === "orange")) || (data16 === "indigo")) || (data16 === "slate"))){
const err46 = {instancePath:instancePath+"/entities/" + i0+"/colour",schemaPath:"#/properties/entities/items/properties/colour/enum",keyword:"enum",params:{allowedValues: schema31.properties.entities.items.properties.colour.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.entities.items.properties.colour.enum,parentSchema:schema31.properties.entities.items.properties.colour,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.revenue !== undefined){
let data17 = data13.revenue;
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err47 = {instancePath:instancePath+"/entities/" + i0+"/revenue",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data17};
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
const err48 = {instancePath:instancePath+"/entities/" + i0+"/revenue",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data13.nexus !== undefined){
let data18 = data13.nexus;
if(typeof data18 === "string"){
if(!pattern6.test(data18)){
const err49 = {instancePath:instancePath+"/entities/" + i0+"/nexus",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data18};
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
const err50 = {instancePath:instancePath+"/entities/" + i0+"/nexus",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data13.transactions !== undefined){
let data19 = data13.transactions;
if(typeof data19 === "string"){
if(!pattern6.test(data19)){
const err51 = {instancePath:instancePath+"/entities/" + i0+"/transactions",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data19};
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
const err52 = {instancePath:instancePath+"/entities/" + i0+"/transactions",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data13.daily !== undefined){
let data20 = data13.daily;
if(typeof data20 === "string"){
if(!pattern6.test(data20)){
const err53 = {instancePath:instancePath+"/entities/" + i0+"/daily",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/entities/" + i0+"/daily",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data20};
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
const err55 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.entities.items.type,parentSchema:schema31.properties.entities.items,data:data13};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.entities.type,parentSchema:schema31.properties.entities,data:data12};
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
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_rates = validate21;
const schema43 = {"$id":"input/rates.schema.json","title":"RateRow","description":"one row of rates.csv","type":"object","additionalProperties":false,"required":["State","Rate"],"properties":{"State":{"type":"string","pattern":"^[A-Z]{2}$","description":"a two-letter state code such as \"AZ\""},"Rate":{"type":"string","pattern":"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$","description":"a percentage from 0 to 100 with at most three decimal places, such as \"8.379\""}}};
const pattern18 = new RegExp("^[A-Z]{2}$", "u");
const pattern19 = new RegExp("^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$", "u");

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Rate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Rate"},message:"must have required property '"+"Rate"+"'",schema:schema43.required,parentSchema:schema43,data};
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
if(typeof data0 === "string"){
if(!pattern18.test(data0)){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema43.properties.State,data:data0};
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
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.State.type,parentSchema:schema43.properties.State,data:data0};
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
if(!pattern19.test(data1)){
const err5 = {instancePath:instancePath+"/Rate",schemaPath:"#/properties/Rate/pattern",keyword:"pattern",params:{pattern: "^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$"},message:"must match pattern \""+"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$"+"\"",schema:"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$",parentSchema:schema43.properties.Rate,data:data1};
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
const err6 = {instancePath:instancePath+"/Rate",schemaPath:"#/properties/Rate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.Rate.type,parentSchema:schema43.properties.Rate,data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
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
const schema44 = {"$id":"input/default-statuses.schema.json","title":"DefaultStatusRow","description":"one row of default-statuses.csv","type":"object","additionalProperties":false,"required":["State","Status"],"properties":{"State":{"type":"string","pattern":"^[A-Z]{2}$","description":"a two-letter state code such as \"AZ\""},"Status":{"enum":["Crossed Threshold","Exposed","Not Exposed","No Sales Tax"],"description":"one of Crossed Threshold, Exposed, Not Exposed, No Sales Tax"}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Status"},message:"must have required property '"+"Status"+"'",schema:schema44.required,parentSchema:schema44,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
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
if(!pattern18.test(data0)){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema44.properties.State,data:data0};
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
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.State.type,parentSchema:schema44.properties.State,data:data0};
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
const err5 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/enum",keyword:"enum",params:{allowedValues: schema44.properties.Status.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.Status.enum,parentSchema:schema44.properties.Status,data:data1};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
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
const schema45 = {"$id":"input/recommendations.schema.json","title":"RecommendationRow","description":"one row of recommendations.csv","type":"object","additionalProperties":false,"required":["Entity","States","Recommendation","Note"],"properties":{"Entity":{"type":"string","pattern":"^[A-Z0-9]{1,4}$","description":"an entity code from study.json, such as \"A\""},"States":{"type":"string","pattern":"^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$","description":"two-letter state codes separated by single spaces (\"AZ MA OH\"), or \"Potentially International\""},"Recommendation":{"type":"string","minLength":1,"description":"the recommendation text, not empty"},"Note":{"type":"string","description":"free text, may be empty"}}};
const pattern22 = new RegExp("^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$", "u");
const func2 = require("ajv/dist/runtime/ucs2length").default;

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Entity"},message:"must have required property '"+"Entity"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.States === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "States"},message:"must have required property '"+"States"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Recommendation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Recommendation"},message:"must have required property '"+"Recommendation"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Note === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Note"},message:"must have required property '"+"Note"+"'",schema:schema45.required,parentSchema:schema45,data};
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
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
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
if(!pattern12.test(data0)){
const err5 = {instancePath:instancePath+"/Entity",schemaPath:"#/properties/Entity/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema45.properties.Entity,data:data0};
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
const err6 = {instancePath:instancePath+"/Entity",schemaPath:"#/properties/Entity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.Entity.type,parentSchema:schema45.properties.Entity,data:data0};
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
if(!pattern22.test(data1)){
const err7 = {instancePath:instancePath+"/States",schemaPath:"#/properties/States/pattern",keyword:"pattern",params:{pattern: "^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$"},message:"must match pattern \""+"^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$"+"\"",schema:"^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$",parentSchema:schema45.properties.States,data:data1};
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
const err8 = {instancePath:instancePath+"/States",schemaPath:"#/properties/States/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.States.type,parentSchema:schema45.properties.States,data:data1};
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
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/Recommendation",schemaPath:"#/properties/Recommendation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.Recommendation,data:data2};
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
const err10 = {instancePath:instancePath+"/Recommendation",schemaPath:"#/properties/Recommendation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.Recommendation.type,parentSchema:schema45.properties.Recommendation,data:data2};
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
const err11 = {instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.Note.type,parentSchema:schema45.properties.Note,data:data3};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
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
const schema46 = {"$id":"input/revenue.schema.json","title":"RevenueRow","description":"one row of revenue/<CODE>.csv","type":"object","additionalProperties":false,"required":["State","Revenue"],"properties":{"State":{"$ref":"../common.schema.json#/$defs/usStateCode"},"Revenue":{"type":"string","pattern":"^-?[0-9]+(\\.[0-9]{1,2})?$","description":"a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as \"1234.50\""}}};
const schema48 = {"title":"UsStateCode","enum":["AL","AK","AZ","AR","CA","CO","CT","DE","DC","FL","GA","HI","ID","IL","IN","IA","KS","KY","LA","ME","MD","MA","MI","MN","MS","MO","MT","NE","NV","NH","NJ","NM","NY","NC","ND","OH","OK","OR","PA","PR","RI","SC","SD","TN","TX","UT","VT","VA","WA","WV","WI","WY"],"description":"a US state, DC or PR code in capitals, such as \"AZ\""};
const pattern23 = new RegExp("^-?[0-9]+(\\.[0-9]{1,2})?$", "u");

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Revenue === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Revenue"},message:"must have required property '"+"Revenue"+"'",schema:schema46.required,parentSchema:schema46,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
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
const err3 = {instancePath:instancePath+"/State",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data0};
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
if(!pattern23.test(data1)){
const err4 = {instancePath:instancePath+"/Revenue",schemaPath:"#/properties/Revenue/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]{1,2})?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]{1,2})?$"+"\"",schema:"^-?[0-9]+(\\.[0-9]{1,2})?$",parentSchema:schema46.properties.Revenue,data:data1};
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
const err5 = {instancePath:instancePath+"/Revenue",schemaPath:"#/properties/Revenue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.Revenue.type,parentSchema:schema46.properties.Revenue,data:data1};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
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
const schema49 = {"$id":"input/nexus.schema.json","title":"NexusRow","description":"one row of the tax engine's nexus report, nexus/<CODE>.csv","type":"object","additionalProperties":false,"required":["Jurisdiction","Rule Set Name","Date Crossed Threshold","Aggregation Start Date","Aggregation End Date","Transactions Count","Transactions Threshold","Sales Amount","Sales Threshold","Sales After Nexus","Total Sales","Currency","Transactions Percentage","Sales Percentage","Transactions Status","Sales Status","Overall Status","Nexus Threshold Type","Period Type"],"properties":{"Jurisdiction":{"type":"string","pattern":"^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$","description":"USA.S-XX, a three-letter country code, CAN.P-XX or Unattributed Revenue"},"Rule Set Name":{"type":"string","description":"the engine's rule set name"},"Date Crossed Threshold":{"$ref":"#/$defs/optionalDate"},"Aggregation Start Date":{"$ref":"#/$defs/optionalDate"},"Aggregation End Date":{"type":"string","pattern":"^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$","description":"a date and time such as \"2024-12-31 23:59:59.999999999\", or blank"},"Transactions Count":{"$ref":"#/$defs/count"},"Transactions Threshold":{"$ref":"#/$defs/count"},"Sales Amount":{"$ref":"#/$defs/amount"},"Sales Threshold":{"$ref":"#/$defs/amount"},"Sales After Nexus":{"$ref":"#/$defs/amount"},"Total Sales":{"$ref":"#/$defs/amount"},"Currency":{"type":"string","pattern":"^([A-Z]{3}|UNKNOWN)$","description":"a three-letter currency code such as \"USD\", or UNKNOWN"},"Transactions Percentage":{"$ref":"#/$defs/amount"},"Sales Percentage":{"$ref":"#/$defs/amount"},"Transactions Status":{"$ref":"#/$defs/status"},"Sales Status":{"$ref":"#/$defs/status"},"Overall Status":{"$ref":"#/$defs/status"},"Nexus Threshold Type":{"enum":["","Sales","Transactions","Transactions Or Sales","Transactions And Sales"],"description":"one of Sales, Transactions, Transactions Or Sales, Transactions And Sales, or blank"},"Period Type":{"type":"string","description":"the engine's aggregation period type"}},"$defs":{"optionalDate":{"type":"string","pattern":"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$","description":"a date as YYYY-MM-DD, or blank"},"count":{"type":"string","pattern":"^(-?[0-9]+)?$","description":"a whole number, or blank"},"amount":{"type":"string","pattern":"^(-?[0-9]+(\\.[0-9]{1,2})?)?$","description":"a number with at most two decimal places and no thousands separators, such as \"1234.50\", or blank"},"status":{"enum":["","Not Exposed","Exposed","Approaching","Crossed Threshold","No Sales Tax"],"description":"one of Not Exposed, Exposed, Approaching, Crossed Threshold, No Sales Tax, or blank"}}};
const schema50 = {"type":"string","pattern":"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$","description":"a date as YYYY-MM-DD, or blank"};
const schema52 = {"type":"string","pattern":"^(-?[0-9]+)?$","description":"a whole number, or blank"};
const schema54 = {"type":"string","pattern":"^(-?[0-9]+(\\.[0-9]{1,2})?)?$","description":"a number with at most two decimal places and no thousands separators, such as \"1234.50\", or blank"};
const schema60 = {"enum":["","Not Exposed","Exposed","Approaching","Crossed Threshold","No Sales Tax"],"description":"one of Not Exposed, Exposed, Approaching, Crossed Threshold, No Sales Tax, or blank"};
const pattern24 = new RegExp("^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$", "u");
const pattern25 = new RegExp("^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$", "u");
const pattern27 = new RegExp("^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$", "u");
const pattern28 = new RegExp("^(-?[0-9]+)?$", "u");
const pattern30 = new RegExp("^(-?[0-9]+(\\.[0-9]{1,2})?)?$", "u");
const pattern34 = new RegExp("^([A-Z]{3}|UNKNOWN)$", "u");

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Jurisdiction"},message:"must have required property '"+"Jurisdiction"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["Rule Set Name"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Rule Set Name"},message:"must have required property '"+"Rule Set Name"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["Date Crossed Threshold"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Date Crossed Threshold"},message:"must have required property '"+"Date Crossed Threshold"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["Aggregation Start Date"] === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Aggregation Start Date"},message:"must have required property '"+"Aggregation Start Date"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data["Aggregation End Date"] === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Aggregation End Date"},message:"must have required property '"+"Aggregation End Date"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data["Transactions Count"] === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Count"},message:"must have required property '"+"Transactions Count"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data["Transactions Threshold"] === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Threshold"},message:"must have required property '"+"Transactions Threshold"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data["Sales Amount"] === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Amount"},message:"must have required property '"+"Sales Amount"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data["Sales Threshold"] === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Threshold"},message:"must have required property '"+"Sales Threshold"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data["Sales After Nexus"] === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales After Nexus"},message:"must have required property '"+"Sales After Nexus"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data["Total Sales"] === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Total Sales"},message:"must have required property '"+"Total Sales"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.Currency === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Currency"},message:"must have required property '"+"Currency"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data["Transactions Percentage"] === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Percentage"},message:"must have required property '"+"Transactions Percentage"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data["Sales Percentage"] === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Percentage"},message:"must have required property '"+"Sales Percentage"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data["Transactions Status"] === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Status"},message:"must have required property '"+"Transactions Status"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data["Sales Status"] === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Status"},message:"must have required property '"+"Sales Status"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data["Overall Status"] === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Overall Status"},message:"must have required property '"+"Overall Status"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data["Nexus Threshold Type"] === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Nexus Threshold Type"},message:"must have required property '"+"Nexus Threshold Type"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data["Period Type"] === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Period Type"},message:"must have required property '"+"Period Type"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema49.properties, key0))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
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
if(!pattern24.test(data0)){
const err20 = {instancePath:instancePath+"/Jurisdiction",schemaPath:"#/properties/Jurisdiction/pattern",keyword:"pattern",params:{pattern: "^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$"},message:"must match pattern \""+"^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$"+"\"",schema:"^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$",parentSchema:schema49.properties.Jurisdiction,data:data0};
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
const err21 = {instancePath:instancePath+"/Jurisdiction",schemaPath:"#/properties/Jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.Jurisdiction.type,parentSchema:schema49.properties.Jurisdiction,data:data0};
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
const err22 = {instancePath:instancePath+"/Rule Set Name",schemaPath:"#/properties/Rule%20Set%20Name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties["Rule Set Name"].type,parentSchema:schema49.properties["Rule Set Name"],data:data1};
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
if(!pattern25.test(data2)){
const err23 = {instancePath:instancePath+"/Date Crossed Threshold",schemaPath:"#/$defs/optionalDate/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"},message:"must match pattern \""+"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"+"\"",schema:"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$",parentSchema:schema50,data:data2};
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
const err24 = {instancePath:instancePath+"/Date Crossed Threshold",schemaPath:"#/$defs/optionalDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.type,parentSchema:schema50,data:data2};
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
if(!pattern25.test(data3)){
const err25 = {instancePath:instancePath+"/Aggregation Start Date",schemaPath:"#/$defs/optionalDate/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"},message:"must match pattern \""+"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$"+"\"",schema:"^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$",parentSchema:schema50,data:data3};
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
const err26 = {instancePath:instancePath+"/Aggregation Start Date",schemaPath:"#/$defs/optionalDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.type,parentSchema:schema50,data:data3};
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
if(!pattern27.test(data4)){
const err27 = {instancePath:instancePath+"/Aggregation End Date",schemaPath:"#/properties/Aggregation%20End%20Date/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$"},message:"must match pattern \""+"^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$"+"\"",schema:"^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$",parentSchema:schema49.properties["Aggregation End Date"],data:data4};
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
const err28 = {instancePath:instancePath+"/Aggregation End Date",schemaPath:"#/properties/Aggregation%20End%20Date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties["Aggregation End Date"].type,parentSchema:schema49.properties["Aggregation End Date"],data:data4};
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
if(!pattern28.test(data5)){
const err29 = {instancePath:instancePath+"/Transactions Count",schemaPath:"#/$defs/count/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+)?$"},message:"must match pattern \""+"^(-?[0-9]+)?$"+"\"",schema:"^(-?[0-9]+)?$",parentSchema:schema52,data:data5};
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
const err30 = {instancePath:instancePath+"/Transactions Count",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data5};
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
if(!pattern28.test(data6)){
const err31 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/$defs/count/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+)?$"},message:"must match pattern \""+"^(-?[0-9]+)?$"+"\"",schema:"^(-?[0-9]+)?$",parentSchema:schema52,data:data6};
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
const err32 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data6};
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
if(!pattern30.test(data7)){
const err33 = {instancePath:instancePath+"/Sales Amount",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema54,data:data7};
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
const err34 = {instancePath:instancePath+"/Sales Amount",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.type,parentSchema:schema54,data:data7};
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
if(!pattern30.test(data8)){
const err35 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema54,data:data8};
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
const err36 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.type,parentSchema:schema54,data:data8};
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
if(!pattern30.test(data9)){
const err37 = {instancePath:instancePath+"/Sales After Nexus",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema54,data:data9};
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
const err38 = {instancePath:instancePath+"/Sales After Nexus",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.type,parentSchema:schema54,data:data9};
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
if(!pattern30.test(data10)){
const err39 = {instancePath:instancePath+"/Total Sales",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema54,data:data10};
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
const err40 = {instancePath:instancePath+"/Total Sales",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.type,parentSchema:schema54,data:data10};
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
if(!pattern34.test(data11)){
const err41 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/pattern",keyword:"pattern",params:{pattern: "^([A-Z]{3}|UNKNOWN)$"},message:"must match pattern \""+"^([A-Z]{3}|UNKNOWN)$"+"\"",schema:"^([A-Z]{3}|UNKNOWN)$",parentSchema:schema49.properties.Currency,data:data11};
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
const err42 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.Currency.type,parentSchema:schema49.properties.Currency,data:data11};
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
if(!pattern30.test(data12)){
const err43 = {instancePath:instancePath+"/Transactions Percentage",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema54,data:data12};
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
const err44 = {instancePath:instancePath+"/Transactions Percentage",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.type,parentSchema:schema54,data:data12};
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
if(!pattern30.test(data13)){
const err45 = {instancePath:instancePath+"/Sales Percentage",schemaPath:"#/$defs/amount/pattern",keyword:"pattern",params:{pattern: "^(-?[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^(-?[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^(-?[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema54,data:data13};
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
const err46 = {instancePath:instancePath+"/Sales Percentage",schemaPath:"#/$defs/amount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.type,parentSchema:schema54,data:data13};
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
const err47 = {instancePath:instancePath+"/Transactions Status",schemaPath:"#/$defs/status/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values",schema:schema60.enum,parentSchema:schema60,data:data14};
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
const err48 = {instancePath:instancePath+"/Sales Status",schemaPath:"#/$defs/status/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values",schema:schema60.enum,parentSchema:schema60,data:data15};
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
const err49 = {instancePath:instancePath+"/Overall Status",schemaPath:"#/$defs/status/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values",schema:schema60.enum,parentSchema:schema60,data:data16};
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
const err50 = {instancePath:instancePath+"/Nexus Threshold Type",schemaPath:"#/properties/Nexus%20Threshold%20Type/enum",keyword:"enum",params:{allowedValues: schema49.properties["Nexus Threshold Type"].enum},message:"must be equal to one of the allowed values",schema:schema49.properties["Nexus Threshold Type"].enum,parentSchema:schema49.properties["Nexus Threshold Type"],data:data17};
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
const err51 = {instancePath:instancePath+"/Period Type",schemaPath:"#/properties/Period%20Type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties["Period Type"].type,parentSchema:schema49.properties["Period Type"],data:data18};
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
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
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
const schema63 = {"$id":"input/thresholds.schema.json","title":"ThresholdRow","description":"one row of thresholds.csv: a state's economic nexus rule (TRANSACTIONS.md), with EXPOSURE.md's optional columns (an absent column reads as blank: its default)","type":"object","additionalProperties":false,"required":["State","Threshold Type","Sales Threshold","Transactions Threshold","Period Type"],"properties":{"State":{"$ref":"../common.schema.json#/$defs/usStateCode"},"Threshold Type":{"enum":["Sales","Transactions","Transactions Or Sales","Transactions And Sales","No Sales Tax"],"description":"one of Sales, Transactions, Transactions Or Sales, Transactions And Sales, No Sales Tax"},"Sales Threshold":{"type":"string","pattern":"^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$","description":"a positive plain decimal in USD with at most two decimal places, such as \"100000.00\", or blank where the threshold type has no sales part"},"Transactions Threshold":{"type":"string","pattern":"^([1-9][0-9]{0,8})?$","description":"a whole number of transactions, 1 or more, such as \"200\", or blank where the threshold type has no transactions part"},"Period Type":{"enum":["Previous Calendar Year","Previous Or Current Calendar Year","Previous 12 Months","Previous Four Calendar Quarters","Twelve Month Ending Sept","Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed","Previous Four New York Sales Tax Quarters"],"description":"one of the seven period types of TRANSACTIONS.md, such as \"Previous Or Current Calendar Year\""},"Effective From":{"type":"string","pattern":"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$","description":"a date as YYYY-MM-DD, such as \"2023-07-01\", or blank for a rule that applies from the first day read"},"Counts Marketplace":{"enum":["","Yes","No"],"description":"Yes or No, or blank for Yes"},"Counts Exempt":{"enum":["","Yes","No"],"description":"Yes or No, or blank for Yes"},"Collection Starts":{"type":"string","pattern":"^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$","description":"one of Crossing Day, Days After N (N from 1 to 365), Months After N (N from 1 to 12) or Next Year, or blank for Crossing Day","allOf":[{"if":{"type":"string","pattern":"^Days After "},"then":{"type":"string","pattern":"^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$","description":"Days After N with N a whole number from 1 to 365, such as \"Days After 30\""}},{"if":{"type":"string","pattern":"^Months After "},"then":{"type":"string","pattern":"^Months After ([1-9]|1[0-2])$","description":"Months After N with N a whole number from 1 to 12, such as \"Months After 1\""}}]},"Interest Rate":{"type":"string","pattern":"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$","description":"an annual interest rate in percent from 0 to 100 with at most three decimal places, such as \"6.5\", or blank for 0"},"Penalty Rate":{"type":"string","pattern":"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$","description":"a penalty in percent of a late month's tax from 0 to 100 with at most three decimal places, such as \"10\", or blank for 0"},"VDA Look Back Months":{"type":"string","pattern":"^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$","description":"a whole number of months from 1 to 120, such as \"36\", or blank where the state offers no voluntary disclosure"}},"allOf":[{"if":{"properties":{"Threshold Type":{"enum":["Sales","Transactions Or Sales","Transactions And Sales"]}}},"then":{"properties":{"Sales Threshold":{"type":"string","minLength":1,"description":"a sales threshold, since the threshold type has a sales part: a positive plain decimal in USD such as \"100000.00\""}}}},{"if":{"properties":{"Threshold Type":{"enum":["Transactions","No Sales Tax"]}}},"then":{"properties":{"Sales Threshold":{"type":"string","maxLength":0,"description":"blank, since the threshold type has no sales part"}}}},{"if":{"properties":{"Threshold Type":{"enum":["Transactions","Transactions Or Sales","Transactions And Sales"]}}},"then":{"properties":{"Transactions Threshold":{"type":"string","minLength":1,"description":"a transactions threshold, since the threshold type has a transactions part: a whole number such as \"200\""}}}},{"if":{"properties":{"Threshold Type":{"enum":["Sales","No Sales Tax"]}}},"then":{"properties":{"Transactions Threshold":{"type":"string","maxLength":0,"description":"blank, since the threshold type has no transactions part"}}}}]};
const pattern37 = new RegExp("^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$", "u");
const pattern38 = new RegExp("^([1-9][0-9]{0,8})?$", "u");
const pattern39 = new RegExp("^([0-9]{4}-[0-9]{2}-[0-9]{2})?$", "u");
const pattern40 = new RegExp("^Days After ", "u");
const pattern41 = new RegExp("^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$", "u");
const pattern42 = new RegExp("^Months After ", "u");
const pattern43 = new RegExp("^Months After ([1-9]|1[0-2])$", "u");
const pattern44 = new RegExp("^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$", "u");
const pattern45 = new RegExp("^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$", "u");
const pattern47 = new RegExp("^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$", "u");

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
if(func2(data1) < 1){
const err1 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/0/then/properties/Sales%20Threshold/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.allOf[0].then.properties["Sales Threshold"],data:data1};
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
const err2 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/0/then/properties/Sales%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.allOf[0].then.properties["Sales Threshold"].type,parentSchema:schema63.allOf[0].then.properties["Sales Threshold"],data:data1};
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
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema63.allOf[0].if,parentSchema:schema63.allOf[0],data};
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
if(func2(data3) > 0){
const err5 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/1/then/properties/Sales%20Threshold/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters",schema:0,parentSchema:schema63.allOf[1].then.properties["Sales Threshold"],data:data3};
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
const err6 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/allOf/1/then/properties/Sales%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.allOf[1].then.properties["Sales Threshold"].type,parentSchema:schema63.allOf[1].then.properties["Sales Threshold"],data:data3};
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
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema63.allOf[1].if,parentSchema:schema63.allOf[1],data};
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
if(func2(data5) < 1){
const err9 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/2/then/properties/Transactions%20Threshold/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.allOf[2].then.properties["Transactions Threshold"],data:data5};
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
const err10 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/2/then/properties/Transactions%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.allOf[2].then.properties["Transactions Threshold"].type,parentSchema:schema63.allOf[2].then.properties["Transactions Threshold"],data:data5};
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
const err11 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema63.allOf[2].if,parentSchema:schema63.allOf[2],data};
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
if(func2(data7) > 0){
const err13 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/3/then/properties/Transactions%20Threshold/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters",schema:0,parentSchema:schema63.allOf[3].then.properties["Transactions Threshold"],data:data7};
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
const err14 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/allOf/3/then/properties/Transactions%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.allOf[3].then.properties["Transactions Threshold"].type,parentSchema:schema63.allOf[3].then.properties["Transactions Threshold"],data:data7};
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
const err15 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema63.allOf[3].if,parentSchema:schema63.allOf[3],data};
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
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data["Threshold Type"] === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Threshold Type"},message:"must have required property '"+"Threshold Type"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data["Sales Threshold"] === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sales Threshold"},message:"must have required property '"+"Sales Threshold"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data["Transactions Threshold"] === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Transactions Threshold"},message:"must have required property '"+"Transactions Threshold"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data["Period Type"] === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Period Type"},message:"must have required property '"+"Period Type"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema63.properties, key0))){
const err21 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
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
const err22 = {instancePath:instancePath+"/State",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data8};
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
const err23 = {instancePath:instancePath+"/Threshold Type",schemaPath:"#/properties/Threshold%20Type/enum",keyword:"enum",params:{allowedValues: schema63.properties["Threshold Type"].enum},message:"must be equal to one of the allowed values",schema:schema63.properties["Threshold Type"].enum,parentSchema:schema63.properties["Threshold Type"],data:data9};
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
if(!pattern37.test(data10)){
const err24 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/properties/Sales%20Threshold/pattern",keyword:"pattern",params:{pattern: "^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$"},message:"must match pattern \""+"^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$"+"\"",schema:"^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$",parentSchema:schema63.properties["Sales Threshold"],data:data10};
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
const err25 = {instancePath:instancePath+"/Sales Threshold",schemaPath:"#/properties/Sales%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Sales Threshold"].type,parentSchema:schema63.properties["Sales Threshold"],data:data10};
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
if(!pattern38.test(data11)){
const err26 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/properties/Transactions%20Threshold/pattern",keyword:"pattern",params:{pattern: "^([1-9][0-9]{0,8})?$"},message:"must match pattern \""+"^([1-9][0-9]{0,8})?$"+"\"",schema:"^([1-9][0-9]{0,8})?$",parentSchema:schema63.properties["Transactions Threshold"],data:data11};
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
const err27 = {instancePath:instancePath+"/Transactions Threshold",schemaPath:"#/properties/Transactions%20Threshold/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Transactions Threshold"].type,parentSchema:schema63.properties["Transactions Threshold"],data:data11};
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
const err28 = {instancePath:instancePath+"/Period Type",schemaPath:"#/properties/Period%20Type/enum",keyword:"enum",params:{allowedValues: schema63.properties["Period Type"].enum},message:"must be equal to one of the allowed values",schema:schema63.properties["Period Type"].enum,parentSchema:schema63.properties["Period Type"],data:data12};
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
if(!pattern39.test(data13)){
const err29 = {instancePath:instancePath+"/Effective From",schemaPath:"#/properties/Effective%20From/pattern",keyword:"pattern",params:{pattern: "^([0-9]{4}-[0-9]{2}-[0-9]{2})?$"},message:"must match pattern \""+"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$"+"\"",schema:"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$",parentSchema:schema63.properties["Effective From"],data:data13};
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
const err30 = {instancePath:instancePath+"/Effective From",schemaPath:"#/properties/Effective%20From/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Effective From"].type,parentSchema:schema63.properties["Effective From"],data:data13};
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
const err31 = {instancePath:instancePath+"/Counts Marketplace",schemaPath:"#/properties/Counts%20Marketplace/enum",keyword:"enum",params:{allowedValues: schema63.properties["Counts Marketplace"].enum},message:"must be equal to one of the allowed values",schema:schema63.properties["Counts Marketplace"].enum,parentSchema:schema63.properties["Counts Marketplace"],data:data14};
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
const err32 = {instancePath:instancePath+"/Counts Exempt",schemaPath:"#/properties/Counts%20Exempt/enum",keyword:"enum",params:{allowedValues: schema63.properties["Counts Exempt"].enum},message:"must be equal to one of the allowed values",schema:schema63.properties["Counts Exempt"].enum,parentSchema:schema63.properties["Counts Exempt"],data:data15};
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
if(!pattern40.test(data16)){
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
if(!pattern41.test(data16)){
const err35 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/0/then/pattern",keyword:"pattern",params:{pattern: "^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$"},message:"must match pattern \""+"^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$"+"\"",schema:"^Days After ([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$",parentSchema:schema63.properties["Collection Starts"].allOf[0].then,data:data16};
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
const err36 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/0/then/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Collection Starts"].allOf[0].then.type,parentSchema:schema63.properties["Collection Starts"].allOf[0].then,data:data16};
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
const err37 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema63.properties["Collection Starts"].allOf[0].if,parentSchema:schema63.properties["Collection Starts"].allOf[0],data:data16};
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
if(!pattern42.test(data16)){
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
if(!pattern43.test(data16)){
const err40 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/1/then/pattern",keyword:"pattern",params:{pattern: "^Months After ([1-9]|1[0-2])$"},message:"must match pattern \""+"^Months After ([1-9]|1[0-2])$"+"\"",schema:"^Months After ([1-9]|1[0-2])$",parentSchema:schema63.properties["Collection Starts"].allOf[1].then,data:data16};
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
const err41 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/1/then/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Collection Starts"].allOf[1].then.type,parentSchema:schema63.properties["Collection Starts"].allOf[1].then,data:data16};
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
const err42 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema63.properties["Collection Starts"].allOf[1].if,parentSchema:schema63.properties["Collection Starts"].allOf[1],data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data16 === "string"){
if(!pattern44.test(data16)){
const err43 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/pattern",keyword:"pattern",params:{pattern: "^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$"},message:"must match pattern \""+"^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$"+"\"",schema:"^(Crossing Day|Next Year|Days After [0-9]+|Months After [0-9]+)?$",parentSchema:schema63.properties["Collection Starts"],data:data16};
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
const err44 = {instancePath:instancePath+"/Collection Starts",schemaPath:"#/properties/Collection%20Starts/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Collection Starts"].type,parentSchema:schema63.properties["Collection Starts"],data:data16};
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
if(!pattern45.test(data17)){
const err45 = {instancePath:instancePath+"/Interest Rate",schemaPath:"#/properties/Interest%20Rate/pattern",keyword:"pattern",params:{pattern: "^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"},message:"must match pattern \""+"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"+"\"",schema:"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$",parentSchema:schema63.properties["Interest Rate"],data:data17};
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
const err46 = {instancePath:instancePath+"/Interest Rate",schemaPath:"#/properties/Interest%20Rate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Interest Rate"].type,parentSchema:schema63.properties["Interest Rate"],data:data17};
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
if(!pattern45.test(data18)){
const err47 = {instancePath:instancePath+"/Penalty Rate",schemaPath:"#/properties/Penalty%20Rate/pattern",keyword:"pattern",params:{pattern: "^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"},message:"must match pattern \""+"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$"+"\"",schema:"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)?$",parentSchema:schema63.properties["Penalty Rate"],data:data18};
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
const err48 = {instancePath:instancePath+"/Penalty Rate",schemaPath:"#/properties/Penalty%20Rate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["Penalty Rate"].type,parentSchema:schema63.properties["Penalty Rate"],data:data18};
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
if(!pattern47.test(data19)){
const err49 = {instancePath:instancePath+"/VDA Look Back Months",schemaPath:"#/properties/VDA%20Look%20Back%20Months/pattern",keyword:"pattern",params:{pattern: "^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$"},message:"must match pattern \""+"^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$"+"\"",schema:"^([1-9]|[1-9][0-9]|1[01][0-9]|120)?$",parentSchema:schema63.properties["VDA Look Back Months"],data:data19};
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
const err50 = {instancePath:instancePath+"/VDA Look Back Months",schemaPath:"#/properties/VDA%20Look%20Back%20Months/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties["VDA Look Back Months"].type,parentSchema:schema63.properties["VDA Look Back Months"],data:data19};
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
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
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

exports.input_fx = validate28;
const schema65 = {"$id":"input/fx.schema.json","title":"FxRow","description":"one row of fx.csv: what one unit of a currency is worth in US dollars","type":"object","additionalProperties":false,"required":["Currency","USD Per Unit"],"properties":{"Currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"an ISO 4217 currency code of three capitals, such as \"EUR\""},"USD Per Unit":{"type":"string","pattern":"^(?=[0-9.]*[1-9])[0-9]{1,9}(\\.[0-9]{1,6})?$","description":"a positive decimal with at most six places and no thousands separators, such as \"1.083500\""}}};
const pattern48 = new RegExp("^[A-Z]{3}$", "u");
const pattern49 = new RegExp("^(?=[0-9.]*[1-9])[0-9]{1,9}(\\.[0-9]{1,6})?$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="input/fx.schema.json" */;
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
if(data.Currency === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Currency"},message:"must have required property '"+"Currency"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["USD Per Unit"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "USD Per Unit"},message:"must have required property '"+"USD Per Unit"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "Currency") || (key0 === "USD Per Unit"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Currency !== undefined){
let data0 = data.Currency;
if(typeof data0 === "string"){
if(!pattern48.test(data0)){
const err3 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\"",schema:"^[A-Z]{3}$",parentSchema:schema65.properties.Currency,data:data0};
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
const err4 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.Currency.type,parentSchema:schema65.properties.Currency,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data["USD Per Unit"] !== undefined){
let data1 = data["USD Per Unit"];
if(typeof data1 === "string"){
if(!pattern49.test(data1)){
const err5 = {instancePath:instancePath+"/USD Per Unit",schemaPath:"#/properties/USD%20Per%20Unit/pattern",keyword:"pattern",params:{pattern: "^(?=[0-9.]*[1-9])[0-9]{1,9}(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^(?=[0-9.]*[1-9])[0-9]{1,9}(\\.[0-9]{1,6})?$"+"\"",schema:"^(?=[0-9.]*[1-9])[0-9]{1,9}(\\.[0-9]{1,6})?$",parentSchema:schema65.properties["USD Per Unit"],data:data1};
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
const err6 = {instancePath:instancePath+"/USD Per Unit",schemaPath:"#/properties/USD%20Per%20Unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties["USD Per Unit"].type,parentSchema:schema65.properties["USD Per Unit"],data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_overview = validate29;
const schema66 = {"$id":"output/overview.schema.json","title":"Overview","description":"generated/overview.json: the home page","type":"object","additionalProperties":false,"required":["study","entityCount","jurisdictionsWithActivity","consolidatedPath","dataChecksPath","internationalPath","entitiesWithActivityAbroad","findingCounts","entities"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entityCount":{"type":"integer","minimum":0},"jurisdictionsWithActivity":{"type":"integer","minimum":0,"description":"distinct states with activity across all entities"},"consolidatedPath":{"type":"string"},"dataChecksPath":{"type":"string"},"internationalPath":{"type":"string","description":"the international page's route"},"entitiesWithActivityAbroad":{"type":"integer","minimum":0,"description":"entities with sales or transactions outside the US"},"findingCounts":{"$ref":"findings.schema.json#/$defs/findingCounts"},"exposure":{"title":"OverviewExposure","description":"only in a study with exposure: the study's exposure and how many (entity, state) pairs need each action (exposure.json has the rest)","type":"object","additionalProperties":false,"required":["path","firstYear","asOf","totals","actionCounts"],"properties":{"path":{"type":"string","description":"the study's exposure page, /exposure"},"firstYear":{"type":"integer"},"asOf":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"totals":{"$ref":"../common.schema.json#/$defs/exposureTotals"},"actionCounts":{"$ref":"../common.schema.json#/$defs/actionCounts"}}},"entities":{"type":"array","items":{"title":"OverviewEntity","type":"object","additionalProperties":false,"required":["entity","statesWithActivity","statusSource"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"statesWithActivity":{"type":"integer","minimum":0},"statusSource":{"$ref":"../common.schema.json#/$defs/statusSource"},"exposurePath":{"type":["string","null"],"description":"only in a study with exposure: the entity's exposure page, /brand-<code>-exposure; null for an entity without dated sales"}}}}}};
const schema67 = {"title":"StudyRef","type":"object","additionalProperties":false,"required":["taxYear","productName","recommendationsPath"],"properties":{"taxYear":{"type":"integer"},"productName":{"type":"string"},"recommendationsPath":{"type":"string","description":"the recommendations route, /{product slug}-recommendations"}}};
const schema70 = {"title":"FindingCounts","type":"object","additionalProperties":false,"required":["total","warning","notice"],"properties":{"total":{"type":"integer","minimum":0},"warning":{"type":"integer","minimum":0},"notice":{"type":"integer","minimum":0}}};
const schema87 = {"title":"ActionCounts","description":"how many (entity, state) pairs need each action","type":"object","additionalProperties":false,"required":["voluntaryDisclosure","fileBackReturns","register","monitor"],"properties":{"voluntaryDisclosure":{"type":"integer","minimum":0},"fileBackReturns":{"type":"integer","minimum":0},"register":{"type":"integer","minimum":0},"monitor":{"type":"integer","minimum":0}}};
const schema90 = {"title":"StatusSource","description":"where the entity's statuses come from (TRANSACTIONS.md, Status source)","type":"object","additionalProperties":false,"required":["kind","disagreements","runningPath"],"properties":{"kind":{"enum":["computed","export","computed and export","default statuses"],"description":"computed from transactions or daily totals; read from the tax engine's export; computed and held against the export; or the default-status table"},"disagreements":{"type":"integer","minimum":0,"description":"states where the export's Overall Status differs from the computation; 0 unless the kind is computed and export"},"runningPath":{"type":["string","null"],"description":"the generated file of running measures (running/<CODE>.json), for a computed entity; else null"}}};
const pattern51 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");
const schema76 = {"title":"ExposureTotals","description":"an entity's or the study's exposure: the sums of its states' rounded figures, in total and by year (every year from firstYear through the study's date's), and the saving of the voluntary disclosures it needs","type":"object","additionalProperties":false,"required":["taxCents","interestCents","penaltiesCents","exposureCents","byYear","vdaSavingCents"],"properties":{"taxCents":{"$ref":"#/$defs/cents"},"interestCents":{"$ref":"#/$defs/cents"},"penaltiesCents":{"$ref":"#/$defs/cents"},"exposureCents":{"$ref":"#/$defs/cents"},"byYear":{"type":"array","items":{"$ref":"#/$defs/exposureYear"}},"vdaSavingCents":{"$ref":"#/$defs/cents","description":"the saving summed over the states whose action is Voluntary Disclosure"}}};
const schema77 = {"description":"an amount in integer cents (minor units)","type":"integer"};
const schema81 = {"title":"ExposureYear","description":"one calendar year's amounts: its months' tax, interest and penalties","type":"object","additionalProperties":false,"required":["year","taxCents","interestCents","penaltiesCents","exposureCents"],"properties":{"year":{"type":"integer"},"taxCents":{"$ref":"#/$defs/cents"},"interestCents":{"$ref":"#/$defs/cents"},"penaltiesCents":{"$ref":"#/$defs/cents"},"exposureCents":{"$ref":"#/$defs/cents"}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.year === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.taxCents === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.interestCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.penaltiesCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "penaltiesCents"},message:"must have required property '"+"penaltiesCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.exposureCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "year") || (key0 === "taxCents")) || (key0 === "interestCents")) || (key0 === "penaltiesCents")) || (key0 === "exposureCents"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.year !== undefined){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema81.properties.year.type,parentSchema:schema81.properties.year,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.taxCents !== undefined){
let data1 = data.taxCents;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/taxCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.interestCents !== undefined){
let data2 = data.interestCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/interestCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.penaltiesCents !== undefined){
let data3 = data.penaltiesCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/penaltiesCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.exposureCents !== undefined){
let data4 = data.exposureCents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/exposureCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data4};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema81.type,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.taxCents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.interestCents === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.penaltiesCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "penaltiesCents"},message:"must have required property '"+"penaltiesCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.exposureCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.byYear === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byYear"},message:"must have required property '"+"byYear"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.vdaSavingCents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vdaSavingCents"},message:"must have required property '"+"vdaSavingCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "taxCents") || (key0 === "interestCents")) || (key0 === "penaltiesCents")) || (key0 === "exposureCents")) || (key0 === "byYear")) || (key0 === "vdaSavingCents"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.taxCents !== undefined){
let data0 = data.taxCents;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/taxCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.interestCents !== undefined){
let data1 = data.interestCents;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/interestCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.penaltiesCents !== undefined){
let data2 = data.penaltiesCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/penaltiesCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.exposureCents !== undefined){
let data3 = data.exposureCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/exposureCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.byYear !== undefined){
let data4 = data.byYear;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate36(data4[i0], {instancePath:instancePath+"/byYear/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/byYear",schemaPath:"#/properties/byYear/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema76.properties.byYear.type,parentSchema:schema76.properties.byYear,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.vdaSavingCents !== undefined){
let data6 = data.vdaSavingCents;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err12 = {instancePath:instancePath+"/vdaSavingCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data6};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema71 = {"title":"EntityRef","type":"object","additionalProperties":false,"required":["code","name","colour","reportPath","separatePath"],"properties":{"code":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"},"name":{"type":"string"},"colour":{"$ref":"#/$defs/colour"},"reportPath":{"type":"string","description":"the brand report's route, such as /brand-a"},"separatePath":{"type":"string","description":"the separate-entity analysis route, such as /brand-a-separate"}}};
const schema72 = {"title":"Colour","enum":["green","blue","amber","red","purple","pink","teal","orange","indigo","slate"]};

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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/overview.schema.json" */;
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.jurisdictionsWithActivity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdictionsWithActivity"},message:"must have required property '"+"jurisdictionsWithActivity"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.consolidatedPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consolidatedPath"},message:"must have required property '"+"consolidatedPath"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.dataChecksPath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataChecksPath"},message:"must have required property '"+"dataChecksPath"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.internationalPath === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "internationalPath"},message:"must have required property '"+"internationalPath"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.entitiesWithActivityAbroad === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entitiesWithActivityAbroad"},message:"must have required property '"+"entitiesWithActivityAbroad"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.findingCounts === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findingCounts"},message:"must have required property '"+"findingCounts"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.entities === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema66.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data};
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
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.productName === undefined){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
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
const err13 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
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
const err14 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
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
const err15 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
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
const err16 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
const err17 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.entityCount !== undefined){
let data4 = data.entityCount;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err18 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.entityCount.type,parentSchema:schema66.properties.entityCount,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.entityCount,data:data4};
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
if(data.jurisdictionsWithActivity !== undefined){
let data5 = data.jurisdictionsWithActivity;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/jurisdictionsWithActivity",schemaPath:"#/properties/jurisdictionsWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.jurisdictionsWithActivity.type,parentSchema:schema66.properties.jurisdictionsWithActivity,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/jurisdictionsWithActivity",schemaPath:"#/properties/jurisdictionsWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.jurisdictionsWithActivity,data:data5};
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
if(data.consolidatedPath !== undefined){
let data6 = data.consolidatedPath;
if(typeof data6 !== "string"){
const err22 = {instancePath:instancePath+"/consolidatedPath",schemaPath:"#/properties/consolidatedPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.consolidatedPath.type,parentSchema:schema66.properties.consolidatedPath,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.dataChecksPath !== undefined){
let data7 = data.dataChecksPath;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/dataChecksPath",schemaPath:"#/properties/dataChecksPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.dataChecksPath.type,parentSchema:schema66.properties.dataChecksPath,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.internationalPath !== undefined){
let data8 = data.internationalPath;
if(typeof data8 !== "string"){
const err24 = {instancePath:instancePath+"/internationalPath",schemaPath:"#/properties/internationalPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.internationalPath.type,parentSchema:schema66.properties.internationalPath,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.entitiesWithActivityAbroad !== undefined){
let data9 = data.entitiesWithActivityAbroad;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/entitiesWithActivityAbroad",schemaPath:"#/properties/entitiesWithActivityAbroad/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.entitiesWithActivityAbroad.type,parentSchema:schema66.properties.entitiesWithActivityAbroad,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/entitiesWithActivityAbroad",schemaPath:"#/properties/entitiesWithActivityAbroad/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.entitiesWithActivityAbroad,data:data9};
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
if(data.findingCounts !== undefined){
let data10 = data.findingCounts;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.total === undefined){
const err27 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema70.required,parentSchema:schema70,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.warning === undefined){
const err28 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "warning"},message:"must have required property '"+"warning"+"'",schema:schema70.required,parentSchema:schema70,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.notice === undefined){
const err29 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "notice"},message:"must have required property '"+"notice"+"'",schema:schema70.required,parentSchema:schema70,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 in data10){
if(!(((key2 === "total") || (key2 === "warning")) || (key2 === "notice"))){
const err30 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.total !== undefined){
let data11 = data10.total;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err31 = {instancePath:instancePath+"/findingCounts/total",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.total.type,parentSchema:schema70.properties.total,data:data11};
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
const err32 = {instancePath:instancePath+"/findingCounts/total",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.total,data:data11};
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
if(data10.warning !== undefined){
let data12 = data10.warning;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err33 = {instancePath:instancePath+"/findingCounts/warning",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/warning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.warning.type,parentSchema:schema70.properties.warning,data:data12};
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
const err34 = {instancePath:instancePath+"/findingCounts/warning",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/warning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.warning,data:data12};
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
if(data10.notice !== undefined){
let data13 = data10.notice;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err35 = {instancePath:instancePath+"/findingCounts/notice",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/notice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.notice.type,parentSchema:schema70.properties.notice,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err36 = {instancePath:instancePath+"/findingCounts/notice",schemaPath:"findings.schema.json#/$defs/findingCounts/properties/notice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.notice,data:data13};
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
}
else {
const err37 = {instancePath:instancePath+"/findingCounts",schemaPath:"findings.schema.json#/$defs/findingCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data:data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.exposure !== undefined){
let data14 = data.exposure;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.path === undefined){
const err38 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema66.properties.exposure.required,parentSchema:schema66.properties.exposure,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.firstYear === undefined){
const err39 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "firstYear"},message:"must have required property '"+"firstYear"+"'",schema:schema66.properties.exposure.required,parentSchema:schema66.properties.exposure,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.asOf === undefined){
const err40 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "asOf"},message:"must have required property '"+"asOf"+"'",schema:schema66.properties.exposure.required,parentSchema:schema66.properties.exposure,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.totals === undefined){
const err41 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema66.properties.exposure.required,parentSchema:schema66.properties.exposure,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.actionCounts === undefined){
const err42 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/required",keyword:"required",params:{missingProperty: "actionCounts"},message:"must have required property '"+"actionCounts"+"'",schema:schema66.properties.exposure.required,parentSchema:schema66.properties.exposure,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key3 in data14){
if(!(((((key3 === "path") || (key3 === "firstYear")) || (key3 === "asOf")) || (key3 === "totals")) || (key3 === "actionCounts"))){
const err43 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema66.properties.exposure,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.path !== undefined){
let data15 = data14.path;
if(typeof data15 !== "string"){
const err44 = {instancePath:instancePath+"/exposure/path",schemaPath:"#/properties/exposure/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.exposure.properties.path.type,parentSchema:schema66.properties.exposure.properties.path,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data14.firstYear !== undefined){
let data16 = data14.firstYear;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err45 = {instancePath:instancePath+"/exposure/firstYear",schemaPath:"#/properties/exposure/properties/firstYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.exposure.properties.firstYear.type,parentSchema:schema66.properties.exposure.properties.firstYear,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data14.asOf !== undefined){
let data17 = data14.asOf;
if(typeof data17 === "string"){
if(!pattern51.test(data17)){
const err46 = {instancePath:instancePath+"/exposure/asOf",schemaPath:"#/properties/exposure/properties/asOf/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema66.properties.exposure.properties.asOf,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/exposure/asOf",schemaPath:"#/properties/exposure/properties/asOf/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.exposure.properties.asOf.type,parentSchema:schema66.properties.exposure.properties.asOf,data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data14.totals !== undefined){
if(!(validate35(data14.totals, {instancePath:instancePath+"/exposure/totals",parentData:data14,parentDataProperty:"totals",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
if(data14.actionCounts !== undefined){
let data19 = data14.actionCounts;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.voluntaryDisclosure === undefined){
const err48 = {instancePath:instancePath+"/exposure/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "voluntaryDisclosure"},message:"must have required property '"+"voluntaryDisclosure"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data19.fileBackReturns === undefined){
const err49 = {instancePath:instancePath+"/exposure/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "fileBackReturns"},message:"must have required property '"+"fileBackReturns"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data19.register === undefined){
const err50 = {instancePath:instancePath+"/exposure/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "register"},message:"must have required property '"+"register"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data19.monitor === undefined){
const err51 = {instancePath:instancePath+"/exposure/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "monitor"},message:"must have required property '"+"monitor"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key4 in data19){
if(!((((key4 === "voluntaryDisclosure") || (key4 === "fileBackReturns")) || (key4 === "register")) || (key4 === "monitor"))){
const err52 = {instancePath:instancePath+"/exposure/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data19.voluntaryDisclosure !== undefined){
let data20 = data19.voluntaryDisclosure;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err53 = {instancePath:instancePath+"/exposure/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.voluntaryDisclosure.type,parentSchema:schema87.properties.voluntaryDisclosure,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err54 = {instancePath:instancePath+"/exposure/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.voluntaryDisclosure,data:data20};
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
if(data19.fileBackReturns !== undefined){
let data21 = data19.fileBackReturns;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err55 = {instancePath:instancePath+"/exposure/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.fileBackReturns.type,parentSchema:schema87.properties.fileBackReturns,data:data21};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err56 = {instancePath:instancePath+"/exposure/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.fileBackReturns,data:data21};
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
if(data19.register !== undefined){
let data22 = data19.register;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err57 = {instancePath:instancePath+"/exposure/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.register.type,parentSchema:schema87.properties.register,data:data22};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err58 = {instancePath:instancePath+"/exposure/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.register,data:data22};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data19.monitor !== undefined){
let data23 = data19.monitor;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err59 = {instancePath:instancePath+"/exposure/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.monitor.type,parentSchema:schema87.properties.monitor,data:data23};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err60 = {instancePath:instancePath+"/exposure/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.monitor,data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/exposure/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema87.type,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/exposure",schemaPath:"#/properties/exposure/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.properties.exposure.type,parentSchema:schema66.properties.exposure,data:data14};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.entities !== undefined){
let data24 = data.entities;
if(Array.isArray(data24)){
const len0 = data24.length;
for(let i0=0; i0<len0; i0++){
let data25 = data24[i0];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.entity === undefined){
const err63 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema66.properties.entities.items.required,parentSchema:schema66.properties.entities.items,data:data25};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data25.statesWithActivity === undefined){
const err64 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema66.properties.entities.items.required,parentSchema:schema66.properties.entities.items,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data25.statusSource === undefined){
const err65 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statusSource"},message:"must have required property '"+"statusSource"+"'",schema:schema66.properties.entities.items.required,parentSchema:schema66.properties.entities.items,data:data25};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key5 in data25){
if(!((((key5 === "entity") || (key5 === "statesWithActivity")) || (key5 === "statusSource")) || (key5 === "exposurePath"))){
const err66 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema66.properties.entities.items,data:data25};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data25.entity !== undefined){
if(!(validate39(data25.entity, {instancePath:instancePath+"/entities/" + i0+"/entity",parentData:data25,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
if(data25.statesWithActivity !== undefined){
let data27 = data25.statesWithActivity;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err67 = {instancePath:instancePath+"/entities/" + i0+"/statesWithActivity",schemaPath:"#/properties/entities/items/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.entities.items.properties.statesWithActivity.type,parentSchema:schema66.properties.entities.items.properties.statesWithActivity,data:data27};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err68 = {instancePath:instancePath+"/entities/" + i0+"/statesWithActivity",schemaPath:"#/properties/entities/items/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.entities.items.properties.statesWithActivity,data:data27};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data25.statusSource !== undefined){
let data28 = data25.statusSource;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.kind === undefined){
const err69 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema90.required,parentSchema:schema90,data:data28};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data28.disagreements === undefined){
const err70 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "disagreements"},message:"must have required property '"+"disagreements"+"'",schema:schema90.required,parentSchema:schema90,data:data28};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data28.runningPath === undefined){
const err71 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "runningPath"},message:"must have required property '"+"runningPath"+"'",schema:schema90.required,parentSchema:schema90,data:data28};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key6 in data28){
if(!(((key6 === "kind") || (key6 === "disagreements")) || (key6 === "runningPath"))){
const err72 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema90,data:data28};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data28.kind !== undefined){
let data29 = data28.kind;
if(!((((data29 === "computed") || (data29 === "export")) || (data29 === "computed and export")) || (data29 === "default statuses"))){
const err73 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/kind",schemaPath:"../common.schema.json#/$defs/statusSource/properties/kind/enum",keyword:"enum",params:{allowedValues: schema90.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema90.properties.kind.enum,parentSchema:schema90.properties.kind,data:data29};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data28.disagreements !== undefined){
let data30 = data28.disagreements;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err74 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema90.properties.disagreements.type,parentSchema:schema90.properties.disagreements,data:data30};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err75 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema90.properties.disagreements,data:data30};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
if(data28.runningPath !== undefined){
let data31 = data28.runningPath;
if((typeof data31 !== "string") && (data31 !== null)){
const err76 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/runningPath",schemaPath:"../common.schema.json#/$defs/statusSource/properties/runningPath/type",keyword:"type",params:{type: schema90.properties.runningPath.type},message:"must be string,null",schema:schema90.properties.runningPath.type,parentSchema:schema90.properties.runningPath,data:data31};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema90.type,parentSchema:schema90,data:data28};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data25.exposurePath !== undefined){
let data32 = data25.exposurePath;
if((typeof data32 !== "string") && (data32 !== null)){
const err78 = {instancePath:instancePath+"/entities/" + i0+"/exposurePath",schemaPath:"#/properties/entities/items/properties/exposurePath/type",keyword:"type",params:{type: schema66.properties.entities.items.properties.exposurePath.type},message:"must be string,null",schema:schema66.properties.entities.items.properties.exposurePath.type,parentSchema:schema66.properties.entities.items.properties.exposurePath,data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.properties.entities.items.type,parentSchema:schema66.properties.entities.items,data:data25};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema66.properties.entities.type,parentSchema:schema66.properties.entities,data:data24};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_entity_report = validate41;
const schema91 = {"$id":"output/entity-report.schema.json","title":"EntityReport","description":"generated/entities/<CODE>.json: one entity's brand report and separate-entity analysis","type":"object","additionalProperties":false,"required":["study","entity","summary","states","exposures","international","findings","dataChecksPath","statusSource"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"dataChecksPath":{"type":"string"},"statusSource":{"$ref":"../common.schema.json#/$defs/statusSource"},"exposurePath":{"type":["string","null"],"description":"only in a study with exposure: the entity's exposure page, /brand-<code>-exposure; null for an entity without dated sales"},"summary":{"title":"EntitySummary","type":"object","additionalProperties":false,"required":["totalRevenueCents","taxableRevenueCents","liabilityCents","statesWithActivity","statesWithNexus","nexusStates","taxableSharePercent","effectiveRatePercent"],"properties":{"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"statesWithActivity":{"type":"integer","minimum":0},"statesWithNexus":{"type":"integer","minimum":0},"nexusStates":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/usStateCode"}},"taxableSharePercent":{"type":"number","description":"taxable ÷ total revenue × 100, rounded half away from zero to one decimal; 0 when total is 0"},"effectiveRatePercent":{"type":"number","description":"liability ÷ taxable revenue × 100, rounded half away from zero to two decimals; 0 when taxable is 0"}}},"states":{"description":"states with activity (non-zero revenue), by state code","type":"array","items":{"title":"EntityStateRow","type":"object","additionalProperties":false,"required":["state","stateName","status","dateCrossedThreshold","revenueCents","ratePercent","taxable","taxableRevenueCents","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"status":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"],"description":"the day the threshold was crossed, for a Crossed Threshold status that has one (computed, or from the export); else null"},"revenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"taxable":{"type":"boolean"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"type":["integer","null"],"description":"null when the state is not taxable"}}}},"exposures":{"title":"Exposures","description":"US rows of the nexus export whose overall status is neither No Sales Tax nor Not Exposed, grouped; each group by state code","type":"object","additionalProperties":false,"required":["hasExport","crossed","approaching","exposed","other"],"properties":{"hasExport":{"type":"boolean","description":"false when the entity has neither a nexus export nor dated sales to compute its statuses from"},"crossed":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"approaching":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"exposed":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"other":{"type":"array","items":{"$ref":"#/$defs/exposure"},"description":"rows whose overall status is blank (Not Determined), such as negative sales"}}},"international":{"title":"EntityInternational","description":"the entity's activity outside the US, from its nexus export","type":"object","additionalProperties":false,"required":["jurisdictions","salesAbroad"],"properties":{"jurisdictions":{"description":"non-US rows with sales or transactions, Crossed Threshold first, then Approaching, Exposed and the rest, by code within a group; Unattributed Revenue last","type":"array","items":{"$ref":"international.schema.json#/$defs/activityAbroad"}},"salesAbroad":{"$ref":"international.schema.json#/$defs/salesAbroad"}}},"findings":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/finding"}}},"$defs":{"exposure":{"title":"Exposure","type":"object","additionalProperties":false,"required":["jurisdiction","stateCode","stateName","overallStatus","salesAmountCents","salesThresholdCents","totalSalesCents","salesPercentage","percentOfThreshold","remainingToThresholdCents","dateCrossedThreshold","nexusThresholdType","transactionsCount","transactionsThreshold","transactionsPercentage","percentOfTransactionsThreshold"],"properties":{"jurisdiction":{"type":"string"},"stateCode":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"salesAmountCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesThresholdCents":{"$ref":"../common.schema.json#/$defs/cents"},"totalSalesCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesPercentage":{"type":"number","description":"the export's Sales Percentage, as given"},"percentOfThreshold":{"type":"number","description":"Sales Percentage rounded half away from zero to one decimal"},"remainingToThresholdCents":{"$ref":"../common.schema.json#/$defs/cents","description":"threshold minus total sales"},"dateCrossedThreshold":{"type":["string","null"]},"nexusThresholdType":{"type":"string"},"transactionsCount":{"type":"integer","description":"the export's Transactions Count"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"transactionsPercentage":{"type":["number","null"],"description":"the export's Transactions Percentage, as given; null where the rule has no transaction threshold"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"}}}}};
const schema101 = {"title":"JurisdictionStatus","description":"an entity's status in a state; Not Determined where the export left the overall status blank","enum":["Crossed Threshold","Approaching","Exposed","Not Exposed","No Sales Tax","Not Determined"]};
const schema103 = {"description":"a combined rate in percent with at most three decimals; null when the state has no rate","type":["number","null"],"minimum":0,"maximum":100};
const schema117 = {"title":"SalesAbroad","description":"an entity's sales abroad in USD: the USD equivalents of its rows counted in the total","type":"object","additionalProperties":false,"required":["usdCents","currenciesWithoutRate"],"properties":{"usdCents":{"type":["integer","null"],"description":"the sum of the rounded USD equivalents of the rows counted in the total that have one; null without fx.csv"},"currenciesWithoutRate":{"type":"array","items":{"type":"string"},"description":"currencies of the entity's activity abroad that fx.csv has no rate for, by code: the total leaves them out"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema105 = {"title":"Exposure","type":"object","additionalProperties":false,"required":["jurisdiction","stateCode","stateName","overallStatus","salesAmountCents","salesThresholdCents","totalSalesCents","salesPercentage","percentOfThreshold","remainingToThresholdCents","dateCrossedThreshold","nexusThresholdType","transactionsCount","transactionsThreshold","transactionsPercentage","percentOfTransactionsThreshold"],"properties":{"jurisdiction":{"type":"string"},"stateCode":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"salesAmountCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesThresholdCents":{"$ref":"../common.schema.json#/$defs/cents"},"totalSalesCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesPercentage":{"type":"number","description":"the export's Sales Percentage, as given"},"percentOfThreshold":{"type":"number","description":"Sales Percentage rounded half away from zero to one decimal"},"remainingToThresholdCents":{"$ref":"../common.schema.json#/$defs/cents","description":"threshold minus total sales"},"dateCrossedThreshold":{"type":["string","null"]},"nexusThresholdType":{"type":"string"},"transactionsCount":{"type":"integer","description":"the export's Transactions Count"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"transactionsPercentage":{"type":["number","null"],"description":"the export's Transactions Percentage, as given; null where the rule has no transaction threshold"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"}}};

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
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stateCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateCode"},message:"must have required property '"+"stateCode"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.stateName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.overallStatus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.salesAmountCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesAmountCents"},message:"must have required property '"+"salesAmountCents"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.salesThresholdCents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesThresholdCents"},message:"must have required property '"+"salesThresholdCents"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalSalesCents === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalSalesCents"},message:"must have required property '"+"totalSalesCents"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.salesPercentage === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesPercentage"},message:"must have required property '"+"salesPercentage"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.percentOfThreshold === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfThreshold"},message:"must have required property '"+"percentOfThreshold"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.remainingToThresholdCents === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remainingToThresholdCents"},message:"must have required property '"+"remainingToThresholdCents"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.dateCrossedThreshold === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.nexusThresholdType === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusThresholdType"},message:"must have required property '"+"nexusThresholdType"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.transactionsCount === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.transactionsThreshold === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsThreshold"},message:"must have required property '"+"transactionsThreshold"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.transactionsPercentage === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsPercentage"},message:"must have required property '"+"transactionsPercentage"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.percentOfTransactionsThreshold === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfTransactionsThreshold"},message:"must have required property '"+"percentOfTransactionsThreshold"+"'",schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema105.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema105,data};
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
const err17 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema105.properties.jurisdiction.type,parentSchema:schema105.properties.jurisdiction,data:data0};
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
const err18 = {instancePath:instancePath+"/stateCode",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data1};
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
const err19 = {instancePath:instancePath+"/stateName",schemaPath:"#/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema105.properties.stateName.type,parentSchema:schema105.properties.stateName,data:data2};
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
const err20 = {instancePath:instancePath+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values",schema:schema101.enum,parentSchema:schema101,data:data3};
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
const err21 = {instancePath:instancePath+"/salesAmountCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data4};
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
const err22 = {instancePath:instancePath+"/salesThresholdCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data5};
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
const err23 = {instancePath:instancePath+"/totalSalesCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data6};
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
const err24 = {instancePath:instancePath+"/salesPercentage",schemaPath:"#/properties/salesPercentage/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema105.properties.salesPercentage.type,parentSchema:schema105.properties.salesPercentage,data:data7};
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
const err25 = {instancePath:instancePath+"/percentOfThreshold",schemaPath:"#/properties/percentOfThreshold/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema105.properties.percentOfThreshold.type,parentSchema:schema105.properties.percentOfThreshold,data:data8};
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
const err26 = {instancePath:instancePath+"/remainingToThresholdCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data9};
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
const err27 = {instancePath:instancePath+"/dateCrossedThreshold",schemaPath:"#/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema105.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema105.properties.dateCrossedThreshold.type,parentSchema:schema105.properties.dateCrossedThreshold,data:data10};
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
const err28 = {instancePath:instancePath+"/nexusThresholdType",schemaPath:"#/properties/nexusThresholdType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema105.properties.nexusThresholdType.type,parentSchema:schema105.properties.nexusThresholdType,data:data11};
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
const err29 = {instancePath:instancePath+"/transactionsCount",schemaPath:"#/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema105.properties.transactionsCount.type,parentSchema:schema105.properties.transactionsCount,data:data12};
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
const err30 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/type",keyword:"type",params:{type: schema105.properties.transactionsThreshold.type},message:"must be integer,null",schema:schema105.properties.transactionsThreshold.type,parentSchema:schema105.properties.transactionsThreshold,data:data13};
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
const err31 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema105.properties.transactionsThreshold,data:data13};
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
const err32 = {instancePath:instancePath+"/transactionsPercentage",schemaPath:"#/properties/transactionsPercentage/type",keyword:"type",params:{type: schema105.properties.transactionsPercentage.type},message:"must be number,null",schema:schema105.properties.transactionsPercentage.type,parentSchema:schema105.properties.transactionsPercentage,data:data14};
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
const err33 = {instancePath:instancePath+"/percentOfTransactionsThreshold",schemaPath:"#/properties/percentOfTransactionsThreshold/type",keyword:"type",params:{type: schema105.properties.percentOfTransactionsThreshold.type},message:"must be number,null",schema:schema105.properties.percentOfTransactionsThreshold.type,parentSchema:schema105.properties.percentOfTransactionsThreshold,data:data15};
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
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema105.type,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema118 = {"title":"InternationalActivity","description":"one row of the nexus export outside the US with sales or transactions, or its Unattributed Revenue row","type":"object","additionalProperties":false,"required":["jurisdiction","name","kind","ruleSetName","currency","minorUnits","totalSalesMinor","salesThresholdMinor","percentOfThreshold","transactionsCount","transactionsThreshold","percentOfTransactionsThreshold","nexusThresholdType","overallStatus","dateCrossedThreshold","usdCents","inTotal"],"properties":{"jurisdiction":{"type":"string","description":"the export's code: DEU, CAN.P-ON, or Unattributed Revenue"},"name":{"type":"string","description":"the English name: Germany, Ontario, Canada; the code itself where no list knows it"},"kind":{"enum":["country","subdivision","unattributed"],"description":"a country, a country's subdivision (a Canadian province), or sales the engine could not place"},"ruleSetName":{"type":"string"},"currency":{"type":"string","description":"a three-letter code, or UNKNOWN for unattributed revenue"},"minorUnits":{"$ref":"#/$defs/minorUnits"},"totalSalesMinor":{"type":"integer","description":"Total Sales in the currency's own minor units (yen, cents, fils): the export's amount rounded half away from zero where the currency has fewer than two decimals"},"salesThresholdMinor":{"type":["integer","null"],"description":"the rule's sales threshold in the currency's minor units; null where the rule has none"},"percentOfThreshold":{"type":["number","null"],"description":"Sales Percentage rounded half away from zero to one decimal; null where the rule has no sales threshold"},"transactionsCount":{"type":"integer"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"},"nexusThresholdType":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"]},"usdCents":{"type":["integer","null"],"description":"Total Sales × fx.csv's rate, rounded half away from zero to the cent (of the export's exact amount); null without fx.csv, where the currency has no rate, and for unattributed revenue"},"inTotal":{"type":"boolean","description":"counted in the entity's sales abroad: a country, or a subdivision whose country has no row of its own (a province's sales are part of its country's)"}}};
const schema114 = {"type":"integer","minimum":0,"maximum":3,"description":"the currency's minor units (decimals), as Intl.NumberFormat gives them: JPY 0, EUR 2, KWD 3; 2 for UNKNOWN"};

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
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ruleSetName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ruleSetName"},message:"must have required property '"+"ruleSetName"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.currency === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.minorUnits === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minorUnits"},message:"must have required property '"+"minorUnits"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalSalesMinor === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalSalesMinor"},message:"must have required property '"+"totalSalesMinor"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.salesThresholdMinor === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesThresholdMinor"},message:"must have required property '"+"salesThresholdMinor"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.percentOfThreshold === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfThreshold"},message:"must have required property '"+"percentOfThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.transactionsCount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.transactionsThreshold === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsThreshold"},message:"must have required property '"+"transactionsThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.percentOfTransactionsThreshold === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfTransactionsThreshold"},message:"must have required property '"+"percentOfTransactionsThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.nexusThresholdType === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusThresholdType"},message:"must have required property '"+"nexusThresholdType"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.overallStatus === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.dateCrossedThreshold === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.usdCents === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.inTotal === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inTotal"},message:"must have required property '"+"inTotal"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema118.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.jurisdiction !== undefined){
let data0 = data.jurisdiction;
if(typeof data0 !== "string"){
const err18 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.jurisdiction.type,parentSchema:schema118.properties.jurisdiction,data:data0};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.name.type,parentSchema:schema118.properties.name,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.kind !== undefined){
let data2 = data.kind;
if(!(((data2 === "country") || (data2 === "subdivision")) || (data2 === "unattributed"))){
const err20 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema118.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.kind.enum,parentSchema:schema118.properties.kind,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ruleSetName !== undefined){
let data3 = data.ruleSetName;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/ruleSetName",schemaPath:"#/properties/ruleSetName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.ruleSetName.type,parentSchema:schema118.properties.ruleSetName,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.currency !== undefined){
let data4 = data.currency;
if(typeof data4 !== "string"){
const err22 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.currency.type,parentSchema:schema118.properties.currency,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.minorUnits !== undefined){
let data5 = data.minorUnits;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err23 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema114.type,parentSchema:schema114,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 3 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3",schema:3,parentSchema:schema114,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema114,data:data5};
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
if(data.totalSalesMinor !== undefined){
let data6 = data.totalSalesMinor;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/totalSalesMinor",schemaPath:"#/properties/totalSalesMinor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema118.properties.totalSalesMinor.type,parentSchema:schema118.properties.totalSalesMinor,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.salesThresholdMinor !== undefined){
let data7 = data.salesThresholdMinor;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err27 = {instancePath:instancePath+"/salesThresholdMinor",schemaPath:"#/properties/salesThresholdMinor/type",keyword:"type",params:{type: schema118.properties.salesThresholdMinor.type},message:"must be integer,null",schema:schema118.properties.salesThresholdMinor.type,parentSchema:schema118.properties.salesThresholdMinor,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.percentOfThreshold !== undefined){
let data8 = data.percentOfThreshold;
if((!((typeof data8 == "number") && (isFinite(data8)))) && (data8 !== null)){
const err28 = {instancePath:instancePath+"/percentOfThreshold",schemaPath:"#/properties/percentOfThreshold/type",keyword:"type",params:{type: schema118.properties.percentOfThreshold.type},message:"must be number,null",schema:schema118.properties.percentOfThreshold.type,parentSchema:schema118.properties.percentOfThreshold,data:data8};
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
let data9 = data.transactionsCount;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err29 = {instancePath:instancePath+"/transactionsCount",schemaPath:"#/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema118.properties.transactionsCount.type,parentSchema:schema118.properties.transactionsCount,data:data9};
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
let data10 = data.transactionsThreshold;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err30 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/type",keyword:"type",params:{type: schema118.properties.transactionsThreshold.type},message:"must be integer,null",schema:schema118.properties.transactionsThreshold.type,parentSchema:schema118.properties.transactionsThreshold,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema118.properties.transactionsThreshold,data:data10};
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
if(data.percentOfTransactionsThreshold !== undefined){
let data11 = data.percentOfTransactionsThreshold;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
const err32 = {instancePath:instancePath+"/percentOfTransactionsThreshold",schemaPath:"#/properties/percentOfTransactionsThreshold/type",keyword:"type",params:{type: schema118.properties.percentOfTransactionsThreshold.type},message:"must be number,null",schema:schema118.properties.percentOfTransactionsThreshold.type,parentSchema:schema118.properties.percentOfTransactionsThreshold,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.nexusThresholdType !== undefined){
let data12 = data.nexusThresholdType;
if(typeof data12 !== "string"){
const err33 = {instancePath:instancePath+"/nexusThresholdType",schemaPath:"#/properties/nexusThresholdType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.nexusThresholdType.type,parentSchema:schema118.properties.nexusThresholdType,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.overallStatus !== undefined){
let data13 = data.overallStatus;
if(!((((((data13 === "Crossed Threshold") || (data13 === "Approaching")) || (data13 === "Exposed")) || (data13 === "Not Exposed")) || (data13 === "No Sales Tax")) || (data13 === "Not Determined"))){
const err34 = {instancePath:instancePath+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values",schema:schema101.enum,parentSchema:schema101,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.dateCrossedThreshold !== undefined){
let data14 = data.dateCrossedThreshold;
if((typeof data14 !== "string") && (data14 !== null)){
const err35 = {instancePath:instancePath+"/dateCrossedThreshold",schemaPath:"#/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema118.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema118.properties.dateCrossedThreshold.type,parentSchema:schema118.properties.dateCrossedThreshold,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.usdCents !== undefined){
let data15 = data.usdCents;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err36 = {instancePath:instancePath+"/usdCents",schemaPath:"#/properties/usdCents/type",keyword:"type",params:{type: schema118.properties.usdCents.type},message:"must be integer,null",schema:schema118.properties.usdCents.type,parentSchema:schema118.properties.usdCents,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.inTotal !== undefined){
let data16 = data.inTotal;
if(typeof data16 !== "boolean"){
const err37 = {instancePath:instancePath+"/inTotal",schemaPath:"#/properties/inTotal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.inTotal.type,parentSchema:schema118.properties.inTotal,data:data16};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.type,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema73 = {"title":"Finding","type":"object","additionalProperties":false,"required":["severity","code","entity","state","message","source"],"properties":{"severity":{"enum":["warning","notice"],"description":"warning: the report may be wrong or incomplete; notice: worth a reviewer's look"},"code":{"enum":["RECOMMENDED_NOT_CROSSED","CROSSED_NOT_RECOMMENDED","STATUS_CONTRADICTS_PERCENTAGE","SALES_CROSSED_OVERALL_NOT","NEGATIVE_SALES","REVENUE_DIFFERS_FROM_EXPORT","TAXABLE_WITHOUT_RATE","EXPORT_STATUS_DIFFERS","EXPORT_DATE_DIFFERS","REVENUE_DIFFERS_FROM_TRANSACTIONS","ROWS_OUTSIDE_RANGE","ACTION_NOT_RECOMMENDED","RECOMMENDED_WITHOUT_ACTION","EXPOSURE_WITHOUT_RATE","CROSSED_ABROAD_NOT_MARKED","MARKED_WITHOUT_ACTIVITY_ABROAD","AMOUNT_FINER_THAN_CURRENCY","CURRENCY_WITHOUT_RATE"]},"entity":{"type":"string","description":"the entity's code; blank for a finding about the whole study (a currency without a rate)"},"state":{"anyOf":[{"$ref":"#/$defs/usStateCode"},{"const":""}],"description":"the state concerned; blank for a finding about a whole file (rows left out)"},"message":{"type":"string"},"source":{"type":"string","description":"where in the study to look, as path:line with the path relative to the study folder, such as nexus/A.csv:12"}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.severity === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.state === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema73.required,parentSchema:schema73,data};
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
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data};
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
const err7 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema73.properties.severity.enum},message:"must be equal to one of the allowed values",schema:schema73.properties.severity.enum,parentSchema:schema73.properties.severity,data:data0};
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
if(!((((((((((((((((((data1 === "RECOMMENDED_NOT_CROSSED") || (data1 === "CROSSED_NOT_RECOMMENDED")) || (data1 === "STATUS_CONTRADICTS_PERCENTAGE")) || (data1 === "SALES_CROSSED_OVERALL_NOT")) || (data1 === "NEGATIVE_SALES")) || (data1 === "REVENUE_DIFFERS_FROM_EXPORT")) || (data1 === "TAXABLE_WITHOUT_RATE")) || (data1 === "EXPORT_STATUS_DIFFERS")) || (data1 === "EXPORT_DATE_DIFFERS")) || (data1 === "REVENUE_DIFFERS_FROM_TRANSACTIONS")) || (data1 === "ROWS_OUTSIDE_RANGE")) || (data1 === "ACTION_NOT_RECOMMENDED")) || (data1 === "RECOMMENDED_WITHOUT_ACTION")) || (data1 === "EXPOSURE_WITHOUT_RATE")) || (data1 === "CROSSED_ABROAD_NOT_MARKED")) || (data1 === "MARKED_WITHOUT_ACTIVITY_ABROAD")) || (data1 === "AMOUNT_FINER_THAN_CURRENCY")) || (data1 === "CURRENCY_WITHOUT_RATE"))){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/enum",keyword:"enum",params:{allowedValues: schema73.properties.code.enum},message:"must be equal to one of the allowed values",schema:schema73.properties.code.enum,parentSchema:schema73.properties.code,data:data1};
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
const err9 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.entity.type,parentSchema:schema73.properties.entity,data:data2};
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
const err10 = {instancePath:instancePath+"/state",schemaPath:"#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data3};
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
const err11 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant",schema:"",parentSchema:schema73.properties.state.anyOf[1],data:data3};
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
const err12 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.properties.state.anyOf,parentSchema:schema73.properties.state,data:data3};
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
const err13 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.message.type,parentSchema:schema73.properties.message,data:data4};
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
const err14 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.source.type,parentSchema:schema73.properties.source,data:data5};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/entity-report.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.summary === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.states === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.exposures === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposures"},message:"must have required property '"+"exposures"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.international === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international"},message:"must have required property '"+"international"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.findings === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.dataChecksPath === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataChecksPath"},message:"must have required property '"+"dataChecksPath"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.statusSource === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusSource"},message:"must have required property '"+"statusSource"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema91.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema91,data};
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
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.productName === undefined){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
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
const err13 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
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
const err14 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
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
const err15 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
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
const err16 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
const err17 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
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
if(!(validate42(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data.dataChecksPath !== undefined){
let data5 = data.dataChecksPath;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/dataChecksPath",schemaPath:"#/properties/dataChecksPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema91.properties.dataChecksPath.type,parentSchema:schema91.properties.dataChecksPath,data:data5};
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
const err19 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema90.required,parentSchema:schema90,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.disagreements === undefined){
const err20 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "disagreements"},message:"must have required property '"+"disagreements"+"'",schema:schema90.required,parentSchema:schema90,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.runningPath === undefined){
const err21 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "runningPath"},message:"must have required property '"+"runningPath"+"'",schema:schema90.required,parentSchema:schema90,data:data6};
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
const err22 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema90,data:data6};
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
const err23 = {instancePath:instancePath+"/statusSource/kind",schemaPath:"../common.schema.json#/$defs/statusSource/properties/kind/enum",keyword:"enum",params:{allowedValues: schema90.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema90.properties.kind.enum,parentSchema:schema90.properties.kind,data:data7};
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
const err24 = {instancePath:instancePath+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema90.properties.disagreements.type,parentSchema:schema90.properties.disagreements,data:data8};
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
const err25 = {instancePath:instancePath+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema90.properties.disagreements,data:data8};
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
const err26 = {instancePath:instancePath+"/statusSource/runningPath",schemaPath:"../common.schema.json#/$defs/statusSource/properties/runningPath/type",keyword:"type",params:{type: schema90.properties.runningPath.type},message:"must be string,null",schema:schema90.properties.runningPath.type,parentSchema:schema90.properties.runningPath,data:data9};
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
const err27 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema90.type,parentSchema:schema90,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.exposurePath !== undefined){
let data10 = data.exposurePath;
if((typeof data10 !== "string") && (data10 !== null)){
const err28 = {instancePath:instancePath+"/exposurePath",schemaPath:"#/properties/exposurePath/type",keyword:"type",params:{type: schema91.properties.exposurePath.type},message:"must be string,null",schema:schema91.properties.exposurePath.type,parentSchema:schema91.properties.exposurePath,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.summary !== undefined){
let data11 = data.summary;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.totalRevenueCents === undefined){
const err29 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.taxableRevenueCents === undefined){
const err30 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.liabilityCents === undefined){
const err31 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.statesWithActivity === undefined){
const err32 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11.statesWithNexus === undefined){
const err33 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data11.nexusStates === undefined){
const err34 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "nexusStates"},message:"must have required property '"+"nexusStates"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11.taxableSharePercent === undefined){
const err35 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "taxableSharePercent"},message:"must have required property '"+"taxableSharePercent"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data11.effectiveRatePercent === undefined){
const err36 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "effectiveRatePercent"},message:"must have required property '"+"effectiveRatePercent"+"'",schema:schema91.properties.summary.required,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data11){
if(!((((((((key3 === "totalRevenueCents") || (key3 === "taxableRevenueCents")) || (key3 === "liabilityCents")) || (key3 === "statesWithActivity")) || (key3 === "statesWithNexus")) || (key3 === "nexusStates")) || (key3 === "taxableSharePercent")) || (key3 === "effectiveRatePercent"))){
const err37 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data11.totalRevenueCents !== undefined){
let data12 = data11.totalRevenueCents;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err38 = {instancePath:instancePath+"/summary/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data11.taxableRevenueCents !== undefined){
let data13 = data11.taxableRevenueCents;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err39 = {instancePath:instancePath+"/summary/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11.liabilityCents !== undefined){
let data14 = data11.liabilityCents;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err40 = {instancePath:instancePath+"/summary/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.statesWithActivity !== undefined){
let data15 = data11.statesWithActivity;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err41 = {instancePath:instancePath+"/summary/statesWithActivity",schemaPath:"#/properties/summary/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema91.properties.summary.properties.statesWithActivity.type,parentSchema:schema91.properties.summary.properties.statesWithActivity,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err42 = {instancePath:instancePath+"/summary/statesWithActivity",schemaPath:"#/properties/summary/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema91.properties.summary.properties.statesWithActivity,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data11.statesWithNexus !== undefined){
let data16 = data11.statesWithNexus;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err43 = {instancePath:instancePath+"/summary/statesWithNexus",schemaPath:"#/properties/summary/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema91.properties.summary.properties.statesWithNexus.type,parentSchema:schema91.properties.summary.properties.statesWithNexus,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err44 = {instancePath:instancePath+"/summary/statesWithNexus",schemaPath:"#/properties/summary/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema91.properties.summary.properties.statesWithNexus,data:data16};
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
if(data11.nexusStates !== undefined){
let data17 = data11.nexusStates;
if(Array.isArray(data17)){
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data18 === "AL") || (data18 === "AK")) || (data18 === "AZ")) || (data18 === "AR")) || (data18 === "CA")) || (data18 === "CO")) || (data18 === "CT")) || (data18 === "DE")) || (data18 === "DC")) || (data18 === "FL")) || (data18 === "GA")) || (data18 === "HI")) || (data18 === "ID")) || (data18 === "IL")) || (data18 === "IN")) || (data18 === "IA")) || (data18 === "KS")) || (data18 === "KY")) || (data18 === "LA")) || (data18 === "ME")) || (data18 === "MD")) || (data18 === "MA")) || (data18 === "MI")) || (data18 === "MN")) || (data18 === "MS")) || (data18 === "MO")) || (data18 === "MT")) || (data18 === "NE")) || (data18 === "NV")) || (data18 === "NH")) || (data18 === "NJ")) || (data18 === "NM")) || (data18 === "NY")) || (data18 === "NC")) || (data18 === "ND")) || (data18 === "OH")) || (data18 === "OK")) || (data18 === "OR")) || (data18 === "PA")) || (data18 === "PR")) || (data18 === "RI")) || (data18 === "SC")) || (data18 === "SD")) || (data18 === "TN")) || (data18 === "TX")) || (data18 === "UT")) || (data18 === "VT")) || (data18 === "VA")) || (data18 === "WA")) || (data18 === "WV")) || (data18 === "WI")) || (data18 === "WY"))){
const err45 = {instancePath:instancePath+"/summary/nexusStates/" + i0,schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data18};
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
const err46 = {instancePath:instancePath+"/summary/nexusStates",schemaPath:"#/properties/summary/properties/nexusStates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.summary.properties.nexusStates.type,parentSchema:schema91.properties.summary.properties.nexusStates,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data11.taxableSharePercent !== undefined){
let data19 = data11.taxableSharePercent;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err47 = {instancePath:instancePath+"/summary/taxableSharePercent",schemaPath:"#/properties/summary/properties/taxableSharePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema91.properties.summary.properties.taxableSharePercent.type,parentSchema:schema91.properties.summary.properties.taxableSharePercent,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data11.effectiveRatePercent !== undefined){
let data20 = data11.effectiveRatePercent;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err48 = {instancePath:instancePath+"/summary/effectiveRatePercent",schemaPath:"#/properties/summary/properties/effectiveRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema91.properties.summary.properties.effectiveRatePercent.type,parentSchema:schema91.properties.summary.properties.effectiveRatePercent,data:data20};
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
const err49 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.properties.summary.type,parentSchema:schema91.properties.summary,data:data11};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.states !== undefined){
let data21 = data.states;
if(Array.isArray(data21)){
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
let data22 = data21[i1];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.state === undefined){
const err50 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data22.stateName === undefined){
const err51 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data22.status === undefined){
const err52 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data22.dateCrossedThreshold === undefined){
const err53 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data22.revenueCents === undefined){
const err54 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "revenueCents"},message:"must have required property '"+"revenueCents"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data22.ratePercent === undefined){
const err55 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "ratePercent"},message:"must have required property '"+"ratePercent"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data22.taxable === undefined){
const err56 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxable"},message:"must have required property '"+"taxable"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data22.taxableRevenueCents === undefined){
const err57 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data22.liabilityCents === undefined){
const err58 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema91.properties.states.items.required,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key4 in data22){
if(!(func1.call(schema91.properties.states.items.properties, key4))){
const err59 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data22.state !== undefined){
let data23 = data22.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data23 === "AL") || (data23 === "AK")) || (data23 === "AZ")) || (data23 === "AR")) || (data23 === "CA")) || (data23 === "CO")) || (data23 === "CT")) || (data23 === "DE")) || (data23 === "DC")) || (data23 === "FL")) || (data23 === "GA")) || (data23 === "HI")) || (data23 === "ID")) || (data23 === "IL")) || (data23 === "IN")) || (data23 === "IA")) || (data23 === "KS")) || (data23 === "KY")) || (data23 === "LA")) || (data23 === "ME")) || (data23 === "MD")) || (data23 === "MA")) || (data23 === "MI")) || (data23 === "MN")) || (data23 === "MS")) || (data23 === "MO")) || (data23 === "MT")) || (data23 === "NE")) || (data23 === "NV")) || (data23 === "NH")) || (data23 === "NJ")) || (data23 === "NM")) || (data23 === "NY")) || (data23 === "NC")) || (data23 === "ND")) || (data23 === "OH")) || (data23 === "OK")) || (data23 === "OR")) || (data23 === "PA")) || (data23 === "PR")) || (data23 === "RI")) || (data23 === "SC")) || (data23 === "SD")) || (data23 === "TN")) || (data23 === "TX")) || (data23 === "UT")) || (data23 === "VT")) || (data23 === "VA")) || (data23 === "WA")) || (data23 === "WV")) || (data23 === "WI")) || (data23 === "WY"))){
const err60 = {instancePath:instancePath+"/states/" + i1+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data22.stateName !== undefined){
let data24 = data22.stateName;
if(typeof data24 !== "string"){
const err61 = {instancePath:instancePath+"/states/" + i1+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema91.properties.states.items.properties.stateName.type,parentSchema:schema91.properties.states.items.properties.stateName,data:data24};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data22.status !== undefined){
let data25 = data22.status;
if(!((((((data25 === "Crossed Threshold") || (data25 === "Approaching")) || (data25 === "Exposed")) || (data25 === "Not Exposed")) || (data25 === "No Sales Tax")) || (data25 === "Not Determined"))){
const err62 = {instancePath:instancePath+"/states/" + i1+"/status",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values",schema:schema101.enum,parentSchema:schema101,data:data25};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data22.dateCrossedThreshold !== undefined){
let data26 = data22.dateCrossedThreshold;
if((typeof data26 !== "string") && (data26 !== null)){
const err63 = {instancePath:instancePath+"/states/" + i1+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema91.properties.states.items.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema91.properties.states.items.properties.dateCrossedThreshold.type,parentSchema:schema91.properties.states.items.properties.dateCrossedThreshold,data:data26};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data22.revenueCents !== undefined){
let data27 = data22.revenueCents;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err64 = {instancePath:instancePath+"/states/" + i1+"/revenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data27};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data22.ratePercent !== undefined){
let data28 = data22.ratePercent;
if((!((typeof data28 == "number") && (isFinite(data28)))) && (data28 !== null)){
const err65 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/type",keyword:"type",params:{type: schema103.type},message:"must be number,null",schema:schema103.type,parentSchema:schema103,data:data28};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 100 || isNaN(data28)){
const err66 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema103,data:data28};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data28 < 0 || isNaN(data28)){
const err67 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema103,data:data28};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data22.taxable !== undefined){
let data29 = data22.taxable;
if(typeof data29 !== "boolean"){
const err68 = {instancePath:instancePath+"/states/" + i1+"/taxable",schemaPath:"#/properties/states/items/properties/taxable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema91.properties.states.items.properties.taxable.type,parentSchema:schema91.properties.states.items.properties.taxable,data:data29};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data22.taxableRevenueCents !== undefined){
let data30 = data22.taxableRevenueCents;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err69 = {instancePath:instancePath+"/states/" + i1+"/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data30};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data22.liabilityCents !== undefined){
let data31 = data22.liabilityCents;
if((!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))) && (data31 !== null)){
const err70 = {instancePath:instancePath+"/states/" + i1+"/liabilityCents",schemaPath:"#/properties/states/items/properties/liabilityCents/type",keyword:"type",params:{type: schema91.properties.states.items.properties.liabilityCents.type},message:"must be integer,null",schema:schema91.properties.states.items.properties.liabilityCents.type,parentSchema:schema91.properties.states.items.properties.liabilityCents,data:data31};
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
const err71 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.properties.states.items.type,parentSchema:schema91.properties.states.items,data:data22};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.states.type,parentSchema:schema91.properties.states,data:data21};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.exposures !== undefined){
let data32 = data.exposures;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.hasExport === undefined){
const err73 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "hasExport"},message:"must have required property '"+"hasExport"+"'",schema:schema91.properties.exposures.required,parentSchema:schema91.properties.exposures,data:data32};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data32.crossed === undefined){
const err74 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "crossed"},message:"must have required property '"+"crossed"+"'",schema:schema91.properties.exposures.required,parentSchema:schema91.properties.exposures,data:data32};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data32.approaching === undefined){
const err75 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "approaching"},message:"must have required property '"+"approaching"+"'",schema:schema91.properties.exposures.required,parentSchema:schema91.properties.exposures,data:data32};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data32.exposed === undefined){
const err76 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "exposed"},message:"must have required property '"+"exposed"+"'",schema:schema91.properties.exposures.required,parentSchema:schema91.properties.exposures,data:data32};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data32.other === undefined){
const err77 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "other"},message:"must have required property '"+"other"+"'",schema:schema91.properties.exposures.required,parentSchema:schema91.properties.exposures,data:data32};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key5 in data32){
if(!(((((key5 === "hasExport") || (key5 === "crossed")) || (key5 === "approaching")) || (key5 === "exposed")) || (key5 === "other"))){
const err78 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema91.properties.exposures,data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data32.hasExport !== undefined){
let data33 = data32.hasExport;
if(typeof data33 !== "boolean"){
const err79 = {instancePath:instancePath+"/exposures/hasExport",schemaPath:"#/properties/exposures/properties/hasExport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema91.properties.exposures.properties.hasExport.type,parentSchema:schema91.properties.exposures.properties.hasExport,data:data33};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data32.crossed !== undefined){
let data34 = data32.crossed;
if(Array.isArray(data34)){
const len2 = data34.length;
for(let i2=0; i2<len2; i2++){
if(!(validate44(data34[i2], {instancePath:instancePath+"/exposures/crossed/" + i2,parentData:data34,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err80 = {instancePath:instancePath+"/exposures/crossed",schemaPath:"#/properties/exposures/properties/crossed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.exposures.properties.crossed.type,parentSchema:schema91.properties.exposures.properties.crossed,data:data34};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data32.approaching !== undefined){
let data36 = data32.approaching;
if(Array.isArray(data36)){
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
if(!(validate44(data36[i3], {instancePath:instancePath+"/exposures/approaching/" + i3,parentData:data36,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err81 = {instancePath:instancePath+"/exposures/approaching",schemaPath:"#/properties/exposures/properties/approaching/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.exposures.properties.approaching.type,parentSchema:schema91.properties.exposures.properties.approaching,data:data36};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data32.exposed !== undefined){
let data38 = data32.exposed;
if(Array.isArray(data38)){
const len4 = data38.length;
for(let i4=0; i4<len4; i4++){
if(!(validate44(data38[i4], {instancePath:instancePath+"/exposures/exposed/" + i4,parentData:data38,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err82 = {instancePath:instancePath+"/exposures/exposed",schemaPath:"#/properties/exposures/properties/exposed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.exposures.properties.exposed.type,parentSchema:schema91.properties.exposures.properties.exposed,data:data38};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data32.other !== undefined){
let data40 = data32.other;
if(Array.isArray(data40)){
const len5 = data40.length;
for(let i5=0; i5<len5; i5++){
if(!(validate44(data40[i5], {instancePath:instancePath+"/exposures/other/" + i5,parentData:data40,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err83 = {instancePath:instancePath+"/exposures/other",schemaPath:"#/properties/exposures/properties/other/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.exposures.properties.other.type,parentSchema:schema91.properties.exposures.properties.other,data:data40};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.properties.exposures.type,parentSchema:schema91.properties.exposures,data:data32};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.international !== undefined){
let data42 = data.international;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.jurisdictions === undefined){
const err85 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/required",keyword:"required",params:{missingProperty: "jurisdictions"},message:"must have required property '"+"jurisdictions"+"'",schema:schema91.properties.international.required,parentSchema:schema91.properties.international,data:data42};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data42.salesAbroad === undefined){
const err86 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/required",keyword:"required",params:{missingProperty: "salesAbroad"},message:"must have required property '"+"salesAbroad"+"'",schema:schema91.properties.international.required,parentSchema:schema91.properties.international,data:data42};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
for(const key6 in data42){
if(!((key6 === "jurisdictions") || (key6 === "salesAbroad"))){
const err87 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema91.properties.international,data:data42};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data42.jurisdictions !== undefined){
let data43 = data42.jurisdictions;
if(Array.isArray(data43)){
const len6 = data43.length;
for(let i6=0; i6<len6; i6++){
if(!(validate54(data43[i6], {instancePath:instancePath+"/international/jurisdictions/" + i6,parentData:data43,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err88 = {instancePath:instancePath+"/international/jurisdictions",schemaPath:"#/properties/international/properties/jurisdictions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.international.properties.jurisdictions.type,parentSchema:schema91.properties.international.properties.jurisdictions,data:data43};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data42.salesAbroad !== undefined){
let data45 = data42.salesAbroad;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.usdCents === undefined){
const err89 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema117.required,parentSchema:schema117,data:data45};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data45.currenciesWithoutRate === undefined){
const err90 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "currenciesWithoutRate"},message:"must have required property '"+"currenciesWithoutRate"+"'",schema:schema117.required,parentSchema:schema117,data:data45};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key7 in data45){
if(!((key7 === "usdCents") || (key7 === "currenciesWithoutRate"))){
const err91 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema117,data:data45};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data45.usdCents !== undefined){
let data46 = data45.usdCents;
if((!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))) && (data46 !== null)){
const err92 = {instancePath:instancePath+"/international/salesAbroad/usdCents",schemaPath:"international.schema.json#/$defs/salesAbroad/properties/usdCents/type",keyword:"type",params:{type: schema117.properties.usdCents.type},message:"must be integer,null",schema:schema117.properties.usdCents.type,parentSchema:schema117.properties.usdCents,data:data46};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data45.currenciesWithoutRate !== undefined){
let data47 = data45.currenciesWithoutRate;
if(Array.isArray(data47)){
const len7 = data47.length;
for(let i7=0; i7<len7; i7++){
let data48 = data47[i7];
if(typeof data48 !== "string"){
const err93 = {instancePath:instancePath+"/international/salesAbroad/currenciesWithoutRate/" + i7,schemaPath:"international.schema.json#/$defs/salesAbroad/properties/currenciesWithoutRate/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema117.properties.currenciesWithoutRate.items.type,parentSchema:schema117.properties.currenciesWithoutRate.items,data:data48};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/international/salesAbroad/currenciesWithoutRate",schemaPath:"international.schema.json#/$defs/salesAbroad/properties/currenciesWithoutRate/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema117.properties.currenciesWithoutRate.type,parentSchema:schema117.properties.currenciesWithoutRate,data:data47};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema117.type,parentSchema:schema117,data:data45};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.properties.international.type,parentSchema:schema91.properties.international,data:data42};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.findings !== undefined){
let data49 = data.findings;
if(Array.isArray(data49)){
const len8 = data49.length;
for(let i8=0; i8<len8; i8++){
if(!(validate56(data49[i8], {instancePath:instancePath+"/findings/" + i8,parentData:data49,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
else {
const err97 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.findings.type,parentSchema:schema91.properties.findings,data:data49};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.type,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_consolidated = validate58;
const schema127 = {"$id":"output/consolidated.schema.json","title":"Consolidated","description":"generated/consolidated.json: the consolidated report over all entities","type":"object","additionalProperties":false,"required":["study","entityCount","totals","entities","states","topRevenue","topLiability"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entityCount":{"type":"integer","minimum":0},"totals":{"title":"ConsolidatedTotals","description":"the TOTAL row and the cards: money is the sum of the entity rows; state counts are distinct states","type":"object","additionalProperties":false,"required":["totalRevenueCents","taxableRevenueCents","liabilityCents","taxableSharePercent","effectiveRatePercent","statesWithNexus","statesWithActivity"],"properties":{"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableSharePercent":{"type":"number"},"effectiveRatePercent":{"type":"number"},"statesWithNexus":{"type":"integer","minimum":0},"statesWithActivity":{"type":"integer","minimum":0}}},"entities":{"type":"array","items":{"title":"ConsolidatedEntityRow","type":"object","additionalProperties":false,"required":["entity","totalRevenueCents","taxableRevenueCents","liabilityCents","statesWithNexus","totalStates"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"statesWithNexus":{"type":"integer","minimum":0},"totalStates":{"type":"integer","minimum":0}}}},"states":{"description":"every state with activity for any entity, by state code","type":"array","items":{"$ref":"#/$defs/stateRow"}},"topRevenue":{"type":"array","maxItems":5,"items":{"$ref":"#/$defs/stateRow"}},"topLiability":{"type":"array","maxItems":5,"items":{"$ref":"#/$defs/stateRow"}}},"$defs":{"stateRow":{"title":"ConsolidatedStateRow","type":"object","additionalProperties":false,"required":["state","stateName","combinedRevenueCents","brandsWithNexus","nexusEntities","hasNexus","ratePercent","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"combinedRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"brandsWithNexus":{"type":"integer","minimum":0},"nexusEntities":{"description":"the codes of the entities with nexus in the state, in manifest order","type":"array","items":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"}},"hasNexus":{"type":"boolean"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"liabilityCents":{"type":["integer","null"],"description":"null when no entity has nexus in the state"}}}}};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema137 = {"title":"ConsolidatedStateRow","type":"object","additionalProperties":false,"required":["state","stateName","combinedRevenueCents","brandsWithNexus","nexusEntities","hasNexus","ratePercent","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"combinedRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"brandsWithNexus":{"type":"integer","minimum":0},"nexusEntities":{"description":"the codes of the entities with nexus in the state, in manifest order","type":"array","items":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"}},"hasNexus":{"type":"boolean"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"liabilityCents":{"type":["integer","null"],"description":"null when no entity has nexus in the state"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stateName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.combinedRevenueCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "combinedRevenueCents"},message:"must have required property '"+"combinedRevenueCents"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.brandsWithNexus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "brandsWithNexus"},message:"must have required property '"+"brandsWithNexus"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.nexusEntities === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusEntities"},message:"must have required property '"+"nexusEntities"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.hasNexus === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasNexus"},message:"must have required property '"+"hasNexus"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.ratePercent === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ratePercent"},message:"must have required property '"+"ratePercent"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.liabilityCents === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema137.required,parentSchema:schema137,data};
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
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema137,data};
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
const err9 = {instancePath:instancePath+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data0};
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
const err10 = {instancePath:instancePath+"/stateName",schemaPath:"#/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema137.properties.stateName.type,parentSchema:schema137.properties.stateName,data:data1};
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
const err11 = {instancePath:instancePath+"/combinedRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data2};
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
const err12 = {instancePath:instancePath+"/brandsWithNexus",schemaPath:"#/properties/brandsWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema137.properties.brandsWithNexus.type,parentSchema:schema137.properties.brandsWithNexus,data:data3};
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
const err13 = {instancePath:instancePath+"/brandsWithNexus",schemaPath:"#/properties/brandsWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema137.properties.brandsWithNexus,data:data3};
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
if(!pattern12.test(data5)){
const err14 = {instancePath:instancePath+"/nexusEntities/" + i0,schemaPath:"#/properties/nexusEntities/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema137.properties.nexusEntities.items,data:data5};
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
const err15 = {instancePath:instancePath+"/nexusEntities/" + i0,schemaPath:"#/properties/nexusEntities/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema137.properties.nexusEntities.items.type,parentSchema:schema137.properties.nexusEntities.items,data:data5};
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
const err16 = {instancePath:instancePath+"/nexusEntities",schemaPath:"#/properties/nexusEntities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema137.properties.nexusEntities.type,parentSchema:schema137.properties.nexusEntities,data:data4};
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
const err17 = {instancePath:instancePath+"/hasNexus",schemaPath:"#/properties/hasNexus/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema137.properties.hasNexus.type,parentSchema:schema137.properties.hasNexus,data:data6};
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
const err18 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/type",keyword:"type",params:{type: schema103.type},message:"must be number,null",schema:schema103.type,parentSchema:schema103,data:data7};
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
const err19 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema103,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema103,data:data7};
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
const err21 = {instancePath:instancePath+"/liabilityCents",schemaPath:"#/properties/liabilityCents/type",keyword:"type",params:{type: schema137.properties.liabilityCents.type},message:"must be integer,null",schema:schema137.properties.liabilityCents.type,parentSchema:schema137.properties.liabilityCents,data:data8};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema137.type,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/consolidated.schema.json" */;
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
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totals === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.entities === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.states === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.topRevenue === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topRevenue"},message:"must have required property '"+"topRevenue"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.topLiability === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topLiability"},message:"must have required property '"+"topLiability"+"'",schema:schema127.required,parentSchema:schema127,data};
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
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema127,data};
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
const err8 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.productName === undefined){
const err9 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
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
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
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
const err12 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
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
const err13 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
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
const err14 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
const err15 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
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
const err16 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema127.properties.entityCount.type,parentSchema:schema127.properties.entityCount,data:data4};
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
const err17 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema127.properties.entityCount,data:data4};
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
const err18 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema127.properties.totals.required,parentSchema:schema127.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.taxableRevenueCents === undefined){
const err19 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema127.properties.totals.required,parentSchema:schema127.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.liabilityCents === undefined){
const err20 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema127.properties.totals.required,parentSchema:schema127.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.taxableSharePercent === undefined){
const err21 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "taxableSharePercent"},message:"must have required property '"+"taxableSharePercent"+"'",schema:schema127.properties.totals.required,parentSchema:schema127.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.effectiveRatePercent === undefined){
const err22 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "effectiveRatePercent"},message:"must have required property '"+"effectiveRatePercent"+"'",schema:schema127.properties.totals.required,parentSchema:schema127.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.statesWithNexus === undefined){
const err23 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema127.properties.totals.required,parentSchema:schema127.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.statesWithActivity === undefined){
const err24 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema127.properties.totals.required,parentSchema:schema127.properties.totals,data:data5};
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
const err25 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema127.properties.totals,data:data5};
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
const err26 = {instancePath:instancePath+"/totals/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data6};
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
const err27 = {instancePath:instancePath+"/totals/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data7};
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
const err28 = {instancePath:instancePath+"/totals/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data8};
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
const err29 = {instancePath:instancePath+"/totals/taxableSharePercent",schemaPath:"#/properties/totals/properties/taxableSharePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema127.properties.totals.properties.taxableSharePercent.type,parentSchema:schema127.properties.totals.properties.taxableSharePercent,data:data9};
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
const err30 = {instancePath:instancePath+"/totals/effectiveRatePercent",schemaPath:"#/properties/totals/properties/effectiveRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema127.properties.totals.properties.effectiveRatePercent.type,parentSchema:schema127.properties.totals.properties.effectiveRatePercent,data:data10};
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
const err31 = {instancePath:instancePath+"/totals/statesWithNexus",schemaPath:"#/properties/totals/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema127.properties.totals.properties.statesWithNexus.type,parentSchema:schema127.properties.totals.properties.statesWithNexus,data:data11};
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
const err32 = {instancePath:instancePath+"/totals/statesWithNexus",schemaPath:"#/properties/totals/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema127.properties.totals.properties.statesWithNexus,data:data11};
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
const err33 = {instancePath:instancePath+"/totals/statesWithActivity",schemaPath:"#/properties/totals/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema127.properties.totals.properties.statesWithActivity.type,parentSchema:schema127.properties.totals.properties.statesWithActivity,data:data12};
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
const err34 = {instancePath:instancePath+"/totals/statesWithActivity",schemaPath:"#/properties/totals/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema127.properties.totals.properties.statesWithActivity,data:data12};
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
const err35 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.properties.totals.type,parentSchema:schema127.properties.totals,data:data5};
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
const err36 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema127.properties.entities.items.required,parentSchema:schema127.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14.totalRevenueCents === undefined){
const err37 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema127.properties.entities.items.required,parentSchema:schema127.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14.taxableRevenueCents === undefined){
const err38 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema127.properties.entities.items.required,parentSchema:schema127.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.liabilityCents === undefined){
const err39 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema127.properties.entities.items.required,parentSchema:schema127.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.statesWithNexus === undefined){
const err40 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema127.properties.entities.items.required,parentSchema:schema127.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.totalStates === undefined){
const err41 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "totalStates"},message:"must have required property '"+"totalStates"+"'",schema:schema127.properties.entities.items.required,parentSchema:schema127.properties.entities.items,data:data14};
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
const err42 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema127.properties.entities.items,data:data14};
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
if(!(validate59(data14.entity, {instancePath:instancePath+"/entities/" + i0+"/entity",parentData:data14,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data14.totalRevenueCents !== undefined){
let data16 = data14.totalRevenueCents;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err43 = {instancePath:instancePath+"/entities/" + i0+"/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data16};
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
const err44 = {instancePath:instancePath+"/entities/" + i0+"/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data17};
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
const err45 = {instancePath:instancePath+"/entities/" + i0+"/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data18};
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
const err46 = {instancePath:instancePath+"/entities/" + i0+"/statesWithNexus",schemaPath:"#/properties/entities/items/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema127.properties.entities.items.properties.statesWithNexus.type,parentSchema:schema127.properties.entities.items.properties.statesWithNexus,data:data19};
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
const err47 = {instancePath:instancePath+"/entities/" + i0+"/statesWithNexus",schemaPath:"#/properties/entities/items/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema127.properties.entities.items.properties.statesWithNexus,data:data19};
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
const err48 = {instancePath:instancePath+"/entities/" + i0+"/totalStates",schemaPath:"#/properties/entities/items/properties/totalStates/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema127.properties.entities.items.properties.totalStates.type,parentSchema:schema127.properties.entities.items.properties.totalStates,data:data20};
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
const err49 = {instancePath:instancePath+"/entities/" + i0+"/totalStates",schemaPath:"#/properties/entities/items/properties/totalStates/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema127.properties.entities.items.properties.totalStates,data:data20};
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
const err50 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.properties.entities.items.type,parentSchema:schema127.properties.entities.items,data:data14};
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
const err51 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema127.properties.entities.type,parentSchema:schema127.properties.entities,data:data13};
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
if(!(validate61(data21[i1], {instancePath:instancePath+"/states/" + i1,parentData:data21,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err52 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema127.properties.states.type,parentSchema:schema127.properties.states,data:data21};
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
const err53 = {instancePath:instancePath+"/topRevenue",schemaPath:"#/properties/topRevenue/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items",schema:5,parentSchema:schema127.properties.topRevenue,data:data23};
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
if(!(validate61(data23[i2], {instancePath:instancePath+"/topRevenue/" + i2,parentData:data23,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err54 = {instancePath:instancePath+"/topRevenue",schemaPath:"#/properties/topRevenue/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema127.properties.topRevenue.type,parentSchema:schema127.properties.topRevenue,data:data23};
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
const err55 = {instancePath:instancePath+"/topLiability",schemaPath:"#/properties/topLiability/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items",schema:5,parentSchema:schema127.properties.topLiability,data:data25};
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
if(!(validate61(data25[i3], {instancePath:instancePath+"/topLiability/" + i3,parentData:data25,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err56 = {instancePath:instancePath+"/topLiability",schemaPath:"#/properties/topLiability/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema127.properties.topLiability.type,parentSchema:schema127.properties.topLiability,data:data25};
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
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.type,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_recommendations = validate65;
const schema141 = {"$id":"output/recommendations.schema.json","title":"Recommendations","description":"generated/recommendations.json: the registration recommendations","type":"object","additionalProperties":false,"required":["study","consolidatedPath","totalRegistrations","uniqueStates","entitiesAffected","entries","allStates","international"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"consolidatedPath":{"type":"string"},"totalRegistrations":{"type":"integer","minimum":0,"description":"(entity, state) pairs listed"},"uniqueStates":{"type":"integer","minimum":0},"entitiesAffected":{"type":"integer","minimum":0,"description":"entities with at least one US state to register in"},"entries":{"description":"one per recommendations.csv row, in manifest order","type":"array","items":{"title":"RecommendationEntry","type":"object","additionalProperties":false,"required":["entity","recommendation","note","potentiallyInternational","states"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"recommendation":{"type":"string"},"note":{"type":"string"},"potentiallyInternational":{"type":"boolean"},"states":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/usStateCode"}}}}},"allStates":{"description":"distinct recommended states by state code, with how many entities each","type":"array","items":{"title":"RecommendedState","type":"object","additionalProperties":false,"required":["state","stateName","entityCount"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"entityCount":{"type":"integer","minimum":1}}}},"international":{"description":"the International Considerations: each entity marked Potentially International or that crossed a threshold abroad, in the study's order","type":"array","items":{"title":"InternationalConsideration","type":"object","additionalProperties":false,"required":["entity","potentiallyInternational","crossed"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"potentiallyInternational":{"type":"boolean","description":"whether recommendations.csv marks it Potentially International (false: a data-check warning)"},"crossed":{"description":"the jurisdictions abroad where it crossed a threshold, as its report orders them","type":"array","items":{"title":"CrossedAbroad","type":"object","additionalProperties":false,"required":["jurisdiction","name"],"properties":{"jurisdiction":{"type":"string"},"name":{"type":"string"}}}}}}},"computedActions":{"description":"only in a study with exposure: for each entity with dated sales, in the study's order, each state the adviser lists or the computation gives an action, the computed action beside the adviser's list","type":"array","items":{"title":"ComputedActions","type":"object","additionalProperties":false,"required":["entity","exposurePath","states"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"exposurePath":{"type":"string"},"states":{"description":"by state code","type":"array","items":{"title":"ComputedAction","type":"object","additionalProperties":false,"required":["state","stateName","action","recommended","agrees"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"action":{"$ref":"../common.schema.json#/$defs/exposureAction"},"recommended":{"type":"boolean","description":"whether recommendations.csv lists the state for the entity"},"agrees":{"type":"boolean","description":"whether the adviser's list and the action agree: a listed state needs Register, Voluntary Disclosure or File Back Returns, an unlisted one none of them (a disagreement is a data-check warning)"}}}}}}}}};
const schema148 = {"title":"ExposureAction","description":"what a state needs as of the study's date (EXPOSURE.md, Action); null for none","enum":["Voluntary Disclosure","File Back Returns","Register","Monitor",null]};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/recommendations.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.consolidatedPath === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consolidatedPath"},message:"must have required property '"+"consolidatedPath"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totalRegistrations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalRegistrations"},message:"must have required property '"+"totalRegistrations"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.uniqueStates === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uniqueStates"},message:"must have required property '"+"uniqueStates"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.entitiesAffected === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entitiesAffected"},message:"must have required property '"+"entitiesAffected"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entries === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.allStates === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allStates"},message:"must have required property '"+"allStates"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.international === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international"},message:"must have required property '"+"international"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema141.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema141,data};
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
const err9 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.productName === undefined){
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
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
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
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
const err13 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
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
const err14 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
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
const err15 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
const err16 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
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
const err17 = {instancePath:instancePath+"/consolidatedPath",schemaPath:"#/properties/consolidatedPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.consolidatedPath.type,parentSchema:schema141.properties.consolidatedPath,data:data4};
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
const err18 = {instancePath:instancePath+"/totalRegistrations",schemaPath:"#/properties/totalRegistrations/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema141.properties.totalRegistrations.type,parentSchema:schema141.properties.totalRegistrations,data:data5};
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
const err19 = {instancePath:instancePath+"/totalRegistrations",schemaPath:"#/properties/totalRegistrations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema141.properties.totalRegistrations,data:data5};
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
const err20 = {instancePath:instancePath+"/uniqueStates",schemaPath:"#/properties/uniqueStates/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema141.properties.uniqueStates.type,parentSchema:schema141.properties.uniqueStates,data:data6};
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
const err21 = {instancePath:instancePath+"/uniqueStates",schemaPath:"#/properties/uniqueStates/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema141.properties.uniqueStates,data:data6};
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
const err22 = {instancePath:instancePath+"/entitiesAffected",schemaPath:"#/properties/entitiesAffected/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema141.properties.entitiesAffected.type,parentSchema:schema141.properties.entitiesAffected,data:data7};
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
const err23 = {instancePath:instancePath+"/entitiesAffected",schemaPath:"#/properties/entitiesAffected/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema141.properties.entitiesAffected,data:data7};
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
const err24 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema141.properties.entries.items.required,parentSchema:schema141.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.recommendation === undefined){
const err25 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'",schema:schema141.properties.entries.items.required,parentSchema:schema141.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.note === undefined){
const err26 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema141.properties.entries.items.required,parentSchema:schema141.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.potentiallyInternational === undefined){
const err27 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "potentiallyInternational"},message:"must have required property '"+"potentiallyInternational"+"'",schema:schema141.properties.entries.items.required,parentSchema:schema141.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.states === undefined){
const err28 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema141.properties.entries.items.required,parentSchema:schema141.properties.entries.items,data:data9};
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
const err29 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema141.properties.entries.items,data:data9};
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
if(!(validate66(data9.entity, {instancePath:instancePath+"/entries/" + i0+"/entity",parentData:data9,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data9.recommendation !== undefined){
let data11 = data9.recommendation;
if(typeof data11 !== "string"){
const err30 = {instancePath:instancePath+"/entries/" + i0+"/recommendation",schemaPath:"#/properties/entries/items/properties/recommendation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.entries.items.properties.recommendation.type,parentSchema:schema141.properties.entries.items.properties.recommendation,data:data11};
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
const err31 = {instancePath:instancePath+"/entries/" + i0+"/note",schemaPath:"#/properties/entries/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.entries.items.properties.note.type,parentSchema:schema141.properties.entries.items.properties.note,data:data12};
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
const err32 = {instancePath:instancePath+"/entries/" + i0+"/potentiallyInternational",schemaPath:"#/properties/entries/items/properties/potentiallyInternational/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema141.properties.entries.items.properties.potentiallyInternational.type,parentSchema:schema141.properties.entries.items.properties.potentiallyInternational,data:data13};
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
const err33 = {instancePath:instancePath+"/entries/" + i0+"/states/" + i1,schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data15};
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
const err34 = {instancePath:instancePath+"/entries/" + i0+"/states",schemaPath:"#/properties/entries/items/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema141.properties.entries.items.properties.states.type,parentSchema:schema141.properties.entries.items.properties.states,data:data14};
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
const err35 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.properties.entries.items.type,parentSchema:schema141.properties.entries.items,data:data9};
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
const err36 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema141.properties.entries.type,parentSchema:schema141.properties.entries,data:data8};
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
const err37 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema141.properties.allStates.items.required,parentSchema:schema141.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17.stateName === undefined){
const err38 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema141.properties.allStates.items.required,parentSchema:schema141.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17.entityCount === undefined){
const err39 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema141.properties.allStates.items.required,parentSchema:schema141.properties.allStates.items,data:data17};
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
const err40 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema141.properties.allStates.items,data:data17};
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
const err41 = {instancePath:instancePath+"/allStates/" + i2+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data18};
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
const err42 = {instancePath:instancePath+"/allStates/" + i2+"/stateName",schemaPath:"#/properties/allStates/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.allStates.items.properties.stateName.type,parentSchema:schema141.properties.allStates.items.properties.stateName,data:data19};
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
const err43 = {instancePath:instancePath+"/allStates/" + i2+"/entityCount",schemaPath:"#/properties/allStates/items/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema141.properties.allStates.items.properties.entityCount.type,parentSchema:schema141.properties.allStates.items.properties.entityCount,data:data20};
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
const err44 = {instancePath:instancePath+"/allStates/" + i2+"/entityCount",schemaPath:"#/properties/allStates/items/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema141.properties.allStates.items.properties.entityCount,data:data20};
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
const err45 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.properties.allStates.items.type,parentSchema:schema141.properties.allStates.items,data:data17};
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
const err46 = {instancePath:instancePath+"/allStates",schemaPath:"#/properties/allStates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema141.properties.allStates.type,parentSchema:schema141.properties.allStates,data:data16};
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
let data22 = data21[i3];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.entity === undefined){
const err47 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema141.properties.international.items.required,parentSchema:schema141.properties.international.items,data:data22};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data22.potentiallyInternational === undefined){
const err48 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "potentiallyInternational"},message:"must have required property '"+"potentiallyInternational"+"'",schema:schema141.properties.international.items.required,parentSchema:schema141.properties.international.items,data:data22};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data22.crossed === undefined){
const err49 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "crossed"},message:"must have required property '"+"crossed"+"'",schema:schema141.properties.international.items.required,parentSchema:schema141.properties.international.items,data:data22};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key4 in data22){
if(!(((key4 === "entity") || (key4 === "potentiallyInternational")) || (key4 === "crossed"))){
const err50 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema141.properties.international.items,data:data22};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data22.entity !== undefined){
if(!(validate66(data22.entity, {instancePath:instancePath+"/international/" + i3+"/entity",parentData:data22,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data22.potentiallyInternational !== undefined){
let data24 = data22.potentiallyInternational;
if(typeof data24 !== "boolean"){
const err51 = {instancePath:instancePath+"/international/" + i3+"/potentiallyInternational",schemaPath:"#/properties/international/items/properties/potentiallyInternational/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema141.properties.international.items.properties.potentiallyInternational.type,parentSchema:schema141.properties.international.items.properties.potentiallyInternational,data:data24};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data22.crossed !== undefined){
let data25 = data22.crossed;
if(Array.isArray(data25)){
const len4 = data25.length;
for(let i4=0; i4<len4; i4++){
let data26 = data25[i4];
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.jurisdiction === undefined){
const err52 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema141.properties.international.items.properties.crossed.items.required,parentSchema:schema141.properties.international.items.properties.crossed.items,data:data26};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data26.name === undefined){
const err53 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema141.properties.international.items.properties.crossed.items.required,parentSchema:schema141.properties.international.items.properties.crossed.items,data:data26};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
for(const key5 in data26){
if(!((key5 === "jurisdiction") || (key5 === "name"))){
const err54 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema141.properties.international.items.properties.crossed.items,data:data26};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data26.jurisdiction !== undefined){
let data27 = data26.jurisdiction;
if(typeof data27 !== "string"){
const err55 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4+"/jurisdiction",schemaPath:"#/properties/international/items/properties/crossed/items/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.international.items.properties.crossed.items.properties.jurisdiction.type,parentSchema:schema141.properties.international.items.properties.crossed.items.properties.jurisdiction,data:data27};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data26.name !== undefined){
let data28 = data26.name;
if(typeof data28 !== "string"){
const err56 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4+"/name",schemaPath:"#/properties/international/items/properties/crossed/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.international.items.properties.crossed.items.properties.name.type,parentSchema:schema141.properties.international.items.properties.crossed.items.properties.name,data:data28};
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
const err57 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.properties.international.items.properties.crossed.items.type,parentSchema:schema141.properties.international.items.properties.crossed.items,data:data26};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/international/" + i3+"/crossed",schemaPath:"#/properties/international/items/properties/crossed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema141.properties.international.items.properties.crossed.type,parentSchema:schema141.properties.international.items.properties.crossed,data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.properties.international.items.type,parentSchema:schema141.properties.international.items,data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema141.properties.international.type,parentSchema:schema141.properties.international,data:data21};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.computedActions !== undefined){
let data29 = data.computedActions;
if(Array.isArray(data29)){
const len5 = data29.length;
for(let i5=0; i5<len5; i5++){
let data30 = data29[i5];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.entity === undefined){
const err61 = {instancePath:instancePath+"/computedActions/" + i5,schemaPath:"#/properties/computedActions/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema141.properties.computedActions.items.required,parentSchema:schema141.properties.computedActions.items,data:data30};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data30.exposurePath === undefined){
const err62 = {instancePath:instancePath+"/computedActions/" + i5,schemaPath:"#/properties/computedActions/items/required",keyword:"required",params:{missingProperty: "exposurePath"},message:"must have required property '"+"exposurePath"+"'",schema:schema141.properties.computedActions.items.required,parentSchema:schema141.properties.computedActions.items,data:data30};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data30.states === undefined){
const err63 = {instancePath:instancePath+"/computedActions/" + i5,schemaPath:"#/properties/computedActions/items/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema141.properties.computedActions.items.required,parentSchema:schema141.properties.computedActions.items,data:data30};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key6 in data30){
if(!(((key6 === "entity") || (key6 === "exposurePath")) || (key6 === "states"))){
const err64 = {instancePath:instancePath+"/computedActions/" + i5,schemaPath:"#/properties/computedActions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema141.properties.computedActions.items,data:data30};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data30.entity !== undefined){
if(!(validate66(data30.entity, {instancePath:instancePath+"/computedActions/" + i5+"/entity",parentData:data30,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data30.exposurePath !== undefined){
let data32 = data30.exposurePath;
if(typeof data32 !== "string"){
const err65 = {instancePath:instancePath+"/computedActions/" + i5+"/exposurePath",schemaPath:"#/properties/computedActions/items/properties/exposurePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.computedActions.items.properties.exposurePath.type,parentSchema:schema141.properties.computedActions.items.properties.exposurePath,data:data32};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data30.states !== undefined){
let data33 = data30.states;
if(Array.isArray(data33)){
const len6 = data33.length;
for(let i6=0; i6<len6; i6++){
let data34 = data33[i6];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.state === undefined){
const err66 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6,schemaPath:"#/properties/computedActions/items/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema141.properties.computedActions.items.properties.states.items.required,parentSchema:schema141.properties.computedActions.items.properties.states.items,data:data34};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data34.stateName === undefined){
const err67 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6,schemaPath:"#/properties/computedActions/items/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema141.properties.computedActions.items.properties.states.items.required,parentSchema:schema141.properties.computedActions.items.properties.states.items,data:data34};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data34.action === undefined){
const err68 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6,schemaPath:"#/properties/computedActions/items/properties/states/items/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema141.properties.computedActions.items.properties.states.items.required,parentSchema:schema141.properties.computedActions.items.properties.states.items,data:data34};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data34.recommended === undefined){
const err69 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6,schemaPath:"#/properties/computedActions/items/properties/states/items/required",keyword:"required",params:{missingProperty: "recommended"},message:"must have required property '"+"recommended"+"'",schema:schema141.properties.computedActions.items.properties.states.items.required,parentSchema:schema141.properties.computedActions.items.properties.states.items,data:data34};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data34.agrees === undefined){
const err70 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6,schemaPath:"#/properties/computedActions/items/properties/states/items/required",keyword:"required",params:{missingProperty: "agrees"},message:"must have required property '"+"agrees"+"'",schema:schema141.properties.computedActions.items.properties.states.items.required,parentSchema:schema141.properties.computedActions.items.properties.states.items,data:data34};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key7 in data34){
if(!(((((key7 === "state") || (key7 === "stateName")) || (key7 === "action")) || (key7 === "recommended")) || (key7 === "agrees"))){
const err71 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6,schemaPath:"#/properties/computedActions/items/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema141.properties.computedActions.items.properties.states.items,data:data34};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data34.state !== undefined){
let data35 = data34.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data35 === "AL") || (data35 === "AK")) || (data35 === "AZ")) || (data35 === "AR")) || (data35 === "CA")) || (data35 === "CO")) || (data35 === "CT")) || (data35 === "DE")) || (data35 === "DC")) || (data35 === "FL")) || (data35 === "GA")) || (data35 === "HI")) || (data35 === "ID")) || (data35 === "IL")) || (data35 === "IN")) || (data35 === "IA")) || (data35 === "KS")) || (data35 === "KY")) || (data35 === "LA")) || (data35 === "ME")) || (data35 === "MD")) || (data35 === "MA")) || (data35 === "MI")) || (data35 === "MN")) || (data35 === "MS")) || (data35 === "MO")) || (data35 === "MT")) || (data35 === "NE")) || (data35 === "NV")) || (data35 === "NH")) || (data35 === "NJ")) || (data35 === "NM")) || (data35 === "NY")) || (data35 === "NC")) || (data35 === "ND")) || (data35 === "OH")) || (data35 === "OK")) || (data35 === "OR")) || (data35 === "PA")) || (data35 === "PR")) || (data35 === "RI")) || (data35 === "SC")) || (data35 === "SD")) || (data35 === "TN")) || (data35 === "TX")) || (data35 === "UT")) || (data35 === "VT")) || (data35 === "VA")) || (data35 === "WA")) || (data35 === "WV")) || (data35 === "WI")) || (data35 === "WY"))){
const err72 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data35};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data34.stateName !== undefined){
let data36 = data34.stateName;
if(typeof data36 !== "string"){
const err73 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6+"/stateName",schemaPath:"#/properties/computedActions/items/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.computedActions.items.properties.states.items.properties.stateName.type,parentSchema:schema141.properties.computedActions.items.properties.states.items.properties.stateName,data:data36};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data34.action !== undefined){
let data37 = data34.action;
if(!(((((data37 === "Voluntary Disclosure") || (data37 === "File Back Returns")) || (data37 === "Register")) || (data37 === "Monitor")) || (data37 === null))){
const err74 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6+"/action",schemaPath:"../common.schema.json#/$defs/exposureAction/enum",keyword:"enum",params:{allowedValues: schema148.enum},message:"must be equal to one of the allowed values",schema:schema148.enum,parentSchema:schema148,data:data37};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data34.recommended !== undefined){
let data38 = data34.recommended;
if(typeof data38 !== "boolean"){
const err75 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6+"/recommended",schemaPath:"#/properties/computedActions/items/properties/states/items/properties/recommended/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema141.properties.computedActions.items.properties.states.items.properties.recommended.type,parentSchema:schema141.properties.computedActions.items.properties.states.items.properties.recommended,data:data38};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data34.agrees !== undefined){
let data39 = data34.agrees;
if(typeof data39 !== "boolean"){
const err76 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6+"/agrees",schemaPath:"#/properties/computedActions/items/properties/states/items/properties/agrees/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema141.properties.computedActions.items.properties.states.items.properties.agrees.type,parentSchema:schema141.properties.computedActions.items.properties.states.items.properties.agrees,data:data39};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/computedActions/" + i5+"/states/" + i6,schemaPath:"#/properties/computedActions/items/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.properties.computedActions.items.properties.states.items.type,parentSchema:schema141.properties.computedActions.items.properties.states.items,data:data34};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/computedActions/" + i5+"/states",schemaPath:"#/properties/computedActions/items/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema141.properties.computedActions.items.properties.states.type,parentSchema:schema141.properties.computedActions.items.properties.states,data:data33};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/computedActions/" + i5,schemaPath:"#/properties/computedActions/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.properties.computedActions.items.type,parentSchema:schema141.properties.computedActions.items,data:data30};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/computedActions",schemaPath:"#/properties/computedActions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema141.properties.computedActions.type,parentSchema:schema141.properties.computedActions,data:data29};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.type,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_findings = validate30;
const schema68 = {"$id":"output/findings.schema.json","title":"Findings","description":"generated/findings.json: the data-check findings a reviewer must see","type":"object","additionalProperties":false,"required":["study","counts","entities","findings"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"counts":{"$ref":"#/$defs/findingCounts"},"entities":{"description":"each entity that has a finding, once, in the study's order; a finding names its entity by code (a finding about the whole study names none)","type":"array","items":{"$ref":"../common.schema.json#/$defs/entityRef"}},"findings":{"description":"every finding, entity by entity in the study's order, then those about the whole study","type":"array","items":{"$ref":"../common.schema.json#/$defs/finding"}}},"$defs":{"findingCounts":{"title":"FindingCounts","type":"object","additionalProperties":false,"required":["total","warning","notice"],"properties":{"total":{"type":"integer","minimum":0},"warning":{"type":"integer","minimum":0},"notice":{"type":"integer","minimum":0}}}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.severity === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.state === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema73.required,parentSchema:schema73,data};
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
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data};
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
const err7 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema73.properties.severity.enum},message:"must be equal to one of the allowed values",schema:schema73.properties.severity.enum,parentSchema:schema73.properties.severity,data:data0};
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
if(!((((((((((((((((((data1 === "RECOMMENDED_NOT_CROSSED") || (data1 === "CROSSED_NOT_RECOMMENDED")) || (data1 === "STATUS_CONTRADICTS_PERCENTAGE")) || (data1 === "SALES_CROSSED_OVERALL_NOT")) || (data1 === "NEGATIVE_SALES")) || (data1 === "REVENUE_DIFFERS_FROM_EXPORT")) || (data1 === "TAXABLE_WITHOUT_RATE")) || (data1 === "EXPORT_STATUS_DIFFERS")) || (data1 === "EXPORT_DATE_DIFFERS")) || (data1 === "REVENUE_DIFFERS_FROM_TRANSACTIONS")) || (data1 === "ROWS_OUTSIDE_RANGE")) || (data1 === "ACTION_NOT_RECOMMENDED")) || (data1 === "RECOMMENDED_WITHOUT_ACTION")) || (data1 === "EXPOSURE_WITHOUT_RATE")) || (data1 === "CROSSED_ABROAD_NOT_MARKED")) || (data1 === "MARKED_WITHOUT_ACTIVITY_ABROAD")) || (data1 === "AMOUNT_FINER_THAN_CURRENCY")) || (data1 === "CURRENCY_WITHOUT_RATE"))){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/enum",keyword:"enum",params:{allowedValues: schema73.properties.code.enum},message:"must be equal to one of the allowed values",schema:schema73.properties.code.enum,parentSchema:schema73.properties.code,data:data1};
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
const err9 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.entity.type,parentSchema:schema73.properties.entity,data:data2};
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
const err10 = {instancePath:instancePath+"/state",schemaPath:"#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data3};
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
const err11 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant",schema:"",parentSchema:schema73.properties.state.anyOf[1],data:data3};
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
const err12 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.properties.state.anyOf,parentSchema:schema73.properties.state,data:data3};
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
const err13 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.message.type,parentSchema:schema73.properties.message,data:data4};
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
const err14 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.source.type,parentSchema:schema73.properties.source,data:data5};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/findings.schema.json" */;
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
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.counts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entities === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.findings === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'",schema:schema68.required,parentSchema:schema68,data};
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
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
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
const err5 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.productName === undefined){
const err6 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err7 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
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
const err8 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
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
const err9 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
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
const err10 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
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
const err11 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
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
const err13 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema70.required,parentSchema:schema70,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.warning === undefined){
const err14 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "warning"},message:"must have required property '"+"warning"+"'",schema:schema70.required,parentSchema:schema70,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.notice === undefined){
const err15 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/required",keyword:"required",params:{missingProperty: "notice"},message:"must have required property '"+"notice"+"'",schema:schema70.required,parentSchema:schema70,data:data4};
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
const err16 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data:data4};
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
const err17 = {instancePath:instancePath+"/counts/total",schemaPath:"#/$defs/findingCounts/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.total.type,parentSchema:schema70.properties.total,data:data5};
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
const err18 = {instancePath:instancePath+"/counts/total",schemaPath:"#/$defs/findingCounts/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.total,data:data5};
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
const err19 = {instancePath:instancePath+"/counts/warning",schemaPath:"#/$defs/findingCounts/properties/warning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.warning.type,parentSchema:schema70.properties.warning,data:data6};
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
const err20 = {instancePath:instancePath+"/counts/warning",schemaPath:"#/$defs/findingCounts/properties/warning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.warning,data:data6};
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
const err21 = {instancePath:instancePath+"/counts/notice",schemaPath:"#/$defs/findingCounts/properties/notice/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.notice.type,parentSchema:schema70.properties.notice,data:data7};
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
const err22 = {instancePath:instancePath+"/counts/notice",schemaPath:"#/$defs/findingCounts/properties/notice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.notice,data:data7};
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
const err23 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/findingCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data:data4};
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
if(!(validate31(data8[i0], {instancePath:instancePath+"/entities/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.entities.type,parentSchema:schema68.properties.entities,data:data8};
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
if(!(validate33(data10[i1], {instancePath:instancePath+"/findings/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.findings.type,parentSchema:schema68.properties.findings,data:data10};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_running = validate70;
const schema149 = {"$id":"output/running.schema.json","title":"RunningMeasures","description":"generated/running/<CODE>.json: for a computed entity, each crossed or approaching state's running measure against its threshold over the tax year, for the viewer's charts (loaded lazily)","type":"object","additionalProperties":false,"required":["study","entity","states"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"states":{"description":"crossed or approaching states, by state code","type":"array","items":{"title":"RunningState","type":"object","additionalProperties":false,"required":["state","stateName","overallStatus","thresholdType","periodType","dateCrossedThreshold","points"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"enum":["Crossed Threshold","Approaching"]},"thresholdType":{"enum":["Sales","Transactions","Transactions Or Sales","Transactions And Sales"]},"periodType":{"type":"string"},"dateCrossedThreshold":{"type":["string","null"],"pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"points":{"description":"the first day of the tax year, every day on which the measure or the test changes, and the last day: the measure holds from each point to the next","type":"array","items":{"title":"RunningPoint","type":"object","additionalProperties":false,"required":["date","percent","passes"],"properties":{"date":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"percent":{"type":"number","description":"the day's ratio against the threshold × 100, rounded half away from zero to two decimals (the larger of the windows' for Previous Or Current Calendar Year)"},"passes":{"type":"boolean","description":"whether the test passes on the day"}}}}}}}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/running.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema149.required,parentSchema:schema149,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema149.required,parentSchema:schema149,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.states === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema149.required,parentSchema:schema149,data};
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
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema149,data};
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
const err4 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.productName === undefined){
const err5 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err6 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
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
const err7 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
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
const err8 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
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
const err9 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
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
const err10 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
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
if(!(validate71(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
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
const err12 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema149.properties.states.items.required,parentSchema:schema149.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.stateName === undefined){
const err13 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema149.properties.states.items.required,parentSchema:schema149.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.overallStatus === undefined){
const err14 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema149.properties.states.items.required,parentSchema:schema149.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.thresholdType === undefined){
const err15 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "thresholdType"},message:"must have required property '"+"thresholdType"+"'",schema:schema149.properties.states.items.required,parentSchema:schema149.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.periodType === undefined){
const err16 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "periodType"},message:"must have required property '"+"periodType"+"'",schema:schema149.properties.states.items.required,parentSchema:schema149.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.dateCrossedThreshold === undefined){
const err17 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema149.properties.states.items.required,parentSchema:schema149.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.points === undefined){
const err18 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "points"},message:"must have required property '"+"points"+"'",schema:schema149.properties.states.items.required,parentSchema:schema149.properties.states.items,data:data6};
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
const err19 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema149.properties.states.items,data:data6};
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
const err20 = {instancePath:instancePath+"/states/" + i0+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data7};
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
const err21 = {instancePath:instancePath+"/states/" + i0+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema149.properties.states.items.properties.stateName.type,parentSchema:schema149.properties.states.items.properties.stateName,data:data8};
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
const err22 = {instancePath:instancePath+"/states/" + i0+"/overallStatus",schemaPath:"#/properties/states/items/properties/overallStatus/enum",keyword:"enum",params:{allowedValues: schema149.properties.states.items.properties.overallStatus.enum},message:"must be equal to one of the allowed values",schema:schema149.properties.states.items.properties.overallStatus.enum,parentSchema:schema149.properties.states.items.properties.overallStatus,data:data9};
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
const err23 = {instancePath:instancePath+"/states/" + i0+"/thresholdType",schemaPath:"#/properties/states/items/properties/thresholdType/enum",keyword:"enum",params:{allowedValues: schema149.properties.states.items.properties.thresholdType.enum},message:"must be equal to one of the allowed values",schema:schema149.properties.states.items.properties.thresholdType.enum,parentSchema:schema149.properties.states.items.properties.thresholdType,data:data10};
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
const err24 = {instancePath:instancePath+"/states/" + i0+"/periodType",schemaPath:"#/properties/states/items/properties/periodType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema149.properties.states.items.properties.periodType.type,parentSchema:schema149.properties.states.items.properties.periodType,data:data11};
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
const err25 = {instancePath:instancePath+"/states/" + i0+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema149.properties.states.items.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema149.properties.states.items.properties.dateCrossedThreshold.type,parentSchema:schema149.properties.states.items.properties.dateCrossedThreshold,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data12 === "string"){
if(!pattern51.test(data12)){
const err26 = {instancePath:instancePath+"/states/" + i0+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema149.properties.states.items.properties.dateCrossedThreshold,data:data12};
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
const err27 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema149.properties.states.items.properties.points.items.required,parentSchema:schema149.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data14.percent === undefined){
const err28 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "percent"},message:"must have required property '"+"percent"+"'",schema:schema149.properties.states.items.properties.points.items.required,parentSchema:schema149.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14.passes === undefined){
const err29 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "passes"},message:"must have required property '"+"passes"+"'",schema:schema149.properties.states.items.properties.points.items.required,parentSchema:schema149.properties.states.items.properties.points.items,data:data14};
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
const err30 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema149.properties.states.items.properties.points.items,data:data14};
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
if(!pattern51.test(data15)){
const err31 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/date",schemaPath:"#/properties/states/items/properties/points/items/properties/date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema149.properties.states.items.properties.points.items.properties.date,data:data15};
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
const err32 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/date",schemaPath:"#/properties/states/items/properties/points/items/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema149.properties.states.items.properties.points.items.properties.date.type,parentSchema:schema149.properties.states.items.properties.points.items.properties.date,data:data15};
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
const err33 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/percent",schemaPath:"#/properties/states/items/properties/points/items/properties/percent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema149.properties.states.items.properties.points.items.properties.percent.type,parentSchema:schema149.properties.states.items.properties.points.items.properties.percent,data:data16};
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
const err34 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/passes",schemaPath:"#/properties/states/items/properties/points/items/properties/passes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema149.properties.states.items.properties.points.items.properties.passes.type,parentSchema:schema149.properties.states.items.properties.points.items.properties.passes,data:data17};
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
const err35 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema149.properties.states.items.properties.points.items.type,parentSchema:schema149.properties.states.items.properties.points.items,data:data14};
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
const err36 = {instancePath:instancePath+"/states/" + i0+"/points",schemaPath:"#/properties/states/items/properties/points/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema149.properties.states.items.properties.points.type,parentSchema:schema149.properties.states.items.properties.points,data:data13};
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
const err37 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema149.properties.states.items.type,parentSchema:schema149.properties.states.items,data:data6};
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
const err38 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema149.properties.states.type,parentSchema:schema149.properties.states,data:data5};
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
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema149.type,parentSchema:schema149,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_entity_exposure = validate73;
const schema154 = {"$id":"output/entity-exposure.schema.json","title":"EntityExposure","description":"generated/exposure/<CODE>.json: in a study with exposure, one entity's exposure over the years examined (EXPOSURE.md), state by state in order of exposure, with the months that give each figure","type":"object","additionalProperties":false,"required":["study","entity","exposurePath","studyExposurePath","firstYear","asOf","salesFile","totals","actionCounts","states"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"exposurePath":{"type":"string","description":"this page's route, /brand-<code>-exposure"},"studyExposurePath":{"type":"string","description":"the study's exposure page, /exposure"},"firstYear":{"type":"integer","description":"the first calendar year examined"},"asOf":{"$ref":"#/$defs/date","description":"the study's date, to which exposure and interest run"},"salesFile":{"type":"string","description":"the transactions or daily file the figures come from, relative to the study folder"},"totals":{"$ref":"../common.schema.json#/$defs/exposureTotals"},"actionCounts":{"$ref":"../common.schema.json#/$defs/actionCounts"},"states":{"description":"each state with a nexus period or an action, by exposure descending, then by state code","type":"array","items":{"title":"ExposureState","type":"object","additionalProperties":false,"required":["state","stateName","action","recommended","crossings","nexusPeriods","nexusOnAsOf","percentOfThresholdOnAsOf","terms","taxCents","interestCents","penaltiesCents","exposureCents","byYear","vda","months"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"action":{"$ref":"../common.schema.json#/$defs/exposureAction"},"recommended":{"type":"boolean","description":"whether recommendations.csv lists the state for the entity"},"crossings":{"description":"each year from firstYear through the study's date's: the first day the test passes (no later than the study's date), or null","type":"array","items":{"title":"ExposureCrossing","type":"object","additionalProperties":false,"required":["year","date"],"properties":{"year":{"type":"integer"},"date":{"anyOf":[{"$ref":"#/$defs/date"},{"type":"null"}]}}}},"nexusPeriods":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/nexusPeriod"}},"nexusOnAsOf":{"type":"boolean","description":"whether the study's date is a nexus day"},"percentOfThresholdOnAsOf":{"type":"number","description":"TRANSACTIONS.md's ratio on the study's date under the rule then in force, × 100, rounded half away from zero to two decimals (0 before the state's first rule)"},"terms":{"title":"ExposureTerms","description":"what the figures were charged at: rates.csv's rate, and the rates and look-back of the rule in force on the study's date","type":"object","additionalProperties":false,"required":["ratePercent","interestRatePercent","penaltyRatePercent","vdaLookBackMonths","ruleSource"],"properties":{"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"interestRatePercent":{"type":"number","minimum":0,"description":"annual, simple"},"penaltyRatePercent":{"type":"number","minimum":0,"description":"of a late month's tax"},"vdaLookBackMonths":{"type":["integer","null"],"description":"null where the state offers no voluntary disclosure"},"ruleSource":{"type":["string","null"],"description":"the rule in force on the study's date, as thresholds.csv:<line>; null before the state's first rule"}}},"taxCents":{"$ref":"../common.schema.json#/$defs/cents"},"interestCents":{"$ref":"../common.schema.json#/$defs/cents"},"penaltiesCents":{"$ref":"../common.schema.json#/$defs/cents"},"exposureCents":{"$ref":"../common.schema.json#/$defs/cents"},"byYear":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/exposureYear"}},"vda":{"anyOf":[{"$ref":"#/$defs/vda"},{"type":"null"}],"description":"null where the state offers no voluntary disclosure"},"months":{"description":"each month holding a collection day, in order: the figures the state's amounts are sums of","type":"array","items":{"title":"ExposureMonth","type":"object","additionalProperties":false,"required":["month","taxableSalesCents","taxCents","dueDate","interestDays","interestCents","penaltyCents","vdaCovered"],"properties":{"month":{"type":"string","pattern":"^\\d{4}-\\d{2}$","description":"YYYY-MM"},"taxableSalesCents":{"$ref":"../common.schema.json#/$defs/cents","description":"net Direct sales dated on the month's collection days; may be negative"},"taxCents":{"$ref":"../common.schema.json#/$defs/cents","description":"taxable sales × rate ÷ 100, rounded; 0 when the taxable sales are negative or the state has no rate"},"dueDate":{"$ref":"#/$defs/date","description":"the 20th of the next month"},"interestDays":{"type":"integer","minimum":0,"description":"days from the due date to the study's date; 0 when not yet due"},"interestCents":{"$ref":"../common.schema.json#/$defs/cents"},"penaltyCents":{"$ref":"../common.schema.json#/$defs/cents"},"vdaCovered":{"type":["boolean","null"],"description":"whether a voluntary disclosure covers the month; null where the state offers none"}}}}}}}},"$defs":{"date":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"vda":{"title":"ExposureVda","type":"object","additionalProperties":false,"required":["lookBackMonths","coversFrom","exposureCents","savingCents"],"properties":{"lookBackMonths":{"type":"integer","minimum":1},"coversFrom":{"type":"string","pattern":"^\\d{4}-\\d{2}$","description":"the first month covered, YYYY-MM"},"exposureCents":{"$ref":"../common.schema.json#/$defs/cents","description":"tax and interest of the months covered"},"savingCents":{"$ref":"../common.schema.json#/$defs/cents","description":"exposure − VDA exposure"}}}}};
const schema158 = {"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"};
const schema169 = {"title":"NexusPeriod","description":"a run of consecutive nexus days (EXPOSURE.md, Sticky nexus), dates as YYYY-MM-DD","type":"object","additionalProperties":false,"required":["start","end","collectionStart","collectionStarts"],"properties":{"start":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","description":"its earliest crossing day"},"end":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","description":"its last nexus day, 31 December of a year after a crossing (may lie after the study's date)"},"collectionStart":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","description":"the day collecting should have begun (tax counts from it, through the period's end and no later than the study's date)"},"collectionStarts":{"type":"string","description":"the Collection Starts of the rule in force on the period's start, such as Days After 30"}}};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.taxCents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.interestCents === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.penaltiesCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "penaltiesCents"},message:"must have required property '"+"penaltiesCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.exposureCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.byYear === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byYear"},message:"must have required property '"+"byYear"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.vdaSavingCents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vdaSavingCents"},message:"must have required property '"+"vdaSavingCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "taxCents") || (key0 === "interestCents")) || (key0 === "penaltiesCents")) || (key0 === "exposureCents")) || (key0 === "byYear")) || (key0 === "vdaSavingCents"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.taxCents !== undefined){
let data0 = data.taxCents;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/taxCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.interestCents !== undefined){
let data1 = data.interestCents;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/interestCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.penaltiesCents !== undefined){
let data2 = data.penaltiesCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/penaltiesCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.exposureCents !== undefined){
let data3 = data.exposureCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/exposureCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.byYear !== undefined){
let data4 = data.byYear;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate36(data4[i0], {instancePath:instancePath+"/byYear/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/byYear",schemaPath:"#/properties/byYear/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema76.properties.byYear.type,parentSchema:schema76.properties.byYear,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.vdaSavingCents !== undefined){
let data6 = data.vdaSavingCents;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err12 = {instancePath:instancePath+"/vdaSavingCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data6};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.year === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.taxCents === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.interestCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.penaltiesCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "penaltiesCents"},message:"must have required property '"+"penaltiesCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.exposureCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "year") || (key0 === "taxCents")) || (key0 === "interestCents")) || (key0 === "penaltiesCents")) || (key0 === "exposureCents"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.year !== undefined){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema81.properties.year.type,parentSchema:schema81.properties.year,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.taxCents !== undefined){
let data1 = data.taxCents;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/taxCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.interestCents !== undefined){
let data2 = data.interestCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/interestCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.penaltiesCents !== undefined){
let data3 = data.penaltiesCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/penaltiesCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.exposureCents !== undefined){
let data4 = data.exposureCents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/exposureCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data4};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema81.type,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema180 = {"title":"ExposureVda","type":"object","additionalProperties":false,"required":["lookBackMonths","coversFrom","exposureCents","savingCents"],"properties":{"lookBackMonths":{"type":"integer","minimum":1},"coversFrom":{"type":"string","pattern":"^\\d{4}-\\d{2}$","description":"the first month covered, YYYY-MM"},"exposureCents":{"$ref":"../common.schema.json#/$defs/cents","description":"tax and interest of the months covered"},"savingCents":{"$ref":"../common.schema.json#/$defs/cents","description":"exposure − VDA exposure"}}};
const pattern69 = new RegExp("^\\d{4}-\\d{2}$", "u");

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lookBackMonths === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lookBackMonths"},message:"must have required property '"+"lookBackMonths"+"'",schema:schema180.required,parentSchema:schema180,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.coversFrom === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "coversFrom"},message:"must have required property '"+"coversFrom"+"'",schema:schema180.required,parentSchema:schema180,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.exposureCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema180.required,parentSchema:schema180,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.savingCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "savingCents"},message:"must have required property '"+"savingCents"+"'",schema:schema180.required,parentSchema:schema180,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "lookBackMonths") || (key0 === "coversFrom")) || (key0 === "exposureCents")) || (key0 === "savingCents"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema180,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.lookBackMonths !== undefined){
let data0 = data.lookBackMonths;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/lookBackMonths",schemaPath:"#/properties/lookBackMonths/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema180.properties.lookBackMonths.type,parentSchema:schema180.properties.lookBackMonths,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/lookBackMonths",schemaPath:"#/properties/lookBackMonths/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema180.properties.lookBackMonths,data:data0};
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
if(data.coversFrom !== undefined){
let data1 = data.coversFrom;
if(typeof data1 === "string"){
if(!pattern69.test(data1)){
const err7 = {instancePath:instancePath+"/coversFrom",schemaPath:"#/properties/coversFrom/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}$",parentSchema:schema180.properties.coversFrom,data:data1};
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
const err8 = {instancePath:instancePath+"/coversFrom",schemaPath:"#/properties/coversFrom/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema180.properties.coversFrom.type,parentSchema:schema180.properties.coversFrom,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.exposureCents !== undefined){
let data2 = data.exposureCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/exposureCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.savingCents !== undefined){
let data3 = data.savingCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/savingCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data3};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema180.type,parentSchema:schema180,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/entity-exposure.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.exposurePath === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposurePath"},message:"must have required property '"+"exposurePath"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.studyExposurePath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "studyExposurePath"},message:"must have required property '"+"studyExposurePath"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.firstYear === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstYear"},message:"must have required property '"+"firstYear"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.asOf === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "asOf"},message:"must have required property '"+"asOf"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.salesFile === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesFile"},message:"must have required property '"+"salesFile"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.totals === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.actionCounts === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actionCounts"},message:"must have required property '"+"actionCounts"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.states === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema154.required,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema154.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.productName === undefined){
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err13 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err14 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err15 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
else {
const err18 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.entity !== undefined){
if(!(validate74(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.exposurePath !== undefined){
let data5 = data.exposurePath;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/exposurePath",schemaPath:"#/properties/exposurePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema154.properties.exposurePath.type,parentSchema:schema154.properties.exposurePath,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.studyExposurePath !== undefined){
let data6 = data.studyExposurePath;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/studyExposurePath",schemaPath:"#/properties/studyExposurePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema154.properties.studyExposurePath.type,parentSchema:schema154.properties.studyExposurePath,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.firstYear !== undefined){
let data7 = data.firstYear;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/firstYear",schemaPath:"#/properties/firstYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema154.properties.firstYear.type,parentSchema:schema154.properties.firstYear,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.asOf !== undefined){
let data8 = data.asOf;
if(typeof data8 === "string"){
if(!pattern51.test(data8)){
const err22 = {instancePath:instancePath+"/asOf",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema158,data:data8};
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
const err23 = {instancePath:instancePath+"/asOf",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema158.type,parentSchema:schema158,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.salesFile !== undefined){
let data9 = data.salesFile;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/salesFile",schemaPath:"#/properties/salesFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema154.properties.salesFile.type,parentSchema:schema154.properties.salesFile,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.totals !== undefined){
if(!(validate76(data.totals, {instancePath:instancePath+"/totals",parentData:data,parentDataProperty:"totals",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data.actionCounts !== undefined){
let data11 = data.actionCounts;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.voluntaryDisclosure === undefined){
const err25 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "voluntaryDisclosure"},message:"must have required property '"+"voluntaryDisclosure"+"'",schema:schema87.required,parentSchema:schema87,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data11.fileBackReturns === undefined){
const err26 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "fileBackReturns"},message:"must have required property '"+"fileBackReturns"+"'",schema:schema87.required,parentSchema:schema87,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11.register === undefined){
const err27 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "register"},message:"must have required property '"+"register"+"'",schema:schema87.required,parentSchema:schema87,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.monitor === undefined){
const err28 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "monitor"},message:"must have required property '"+"monitor"+"'",schema:schema87.required,parentSchema:schema87,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data11){
if(!((((key2 === "voluntaryDisclosure") || (key2 === "fileBackReturns")) || (key2 === "register")) || (key2 === "monitor"))){
const err29 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema87,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.voluntaryDisclosure !== undefined){
let data12 = data11.voluntaryDisclosure;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err30 = {instancePath:instancePath+"/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.voluntaryDisclosure.type,parentSchema:schema87.properties.voluntaryDisclosure,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.voluntaryDisclosure,data:data12};
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
if(data11.fileBackReturns !== undefined){
let data13 = data11.fileBackReturns;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err32 = {instancePath:instancePath+"/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.fileBackReturns.type,parentSchema:schema87.properties.fileBackReturns,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err33 = {instancePath:instancePath+"/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.fileBackReturns,data:data13};
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
if(data11.register !== undefined){
let data14 = data11.register;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err34 = {instancePath:instancePath+"/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.register.type,parentSchema:schema87.properties.register,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err35 = {instancePath:instancePath+"/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.register,data:data14};
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
if(data11.monitor !== undefined){
let data15 = data11.monitor;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err36 = {instancePath:instancePath+"/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.monitor.type,parentSchema:schema87.properties.monitor,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err37 = {instancePath:instancePath+"/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.monitor,data:data15};
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
}
else {
const err38 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema87.type,parentSchema:schema87,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.states !== undefined){
let data16 = data.states;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.state === undefined){
const err39 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data17.stateName === undefined){
const err40 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data17.action === undefined){
const err41 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data17.recommended === undefined){
const err42 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "recommended"},message:"must have required property '"+"recommended"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data17.crossings === undefined){
const err43 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "crossings"},message:"must have required property '"+"crossings"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17.nexusPeriods === undefined){
const err44 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "nexusPeriods"},message:"must have required property '"+"nexusPeriods"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data17.nexusOnAsOf === undefined){
const err45 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "nexusOnAsOf"},message:"must have required property '"+"nexusOnAsOf"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data17.percentOfThresholdOnAsOf === undefined){
const err46 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "percentOfThresholdOnAsOf"},message:"must have required property '"+"percentOfThresholdOnAsOf"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data17.terms === undefined){
const err47 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "terms"},message:"must have required property '"+"terms"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data17.taxCents === undefined){
const err48 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data17.interestCents === undefined){
const err49 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17.penaltiesCents === undefined){
const err50 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "penaltiesCents"},message:"must have required property '"+"penaltiesCents"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data17.exposureCents === undefined){
const err51 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data17.byYear === undefined){
const err52 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "byYear"},message:"must have required property '"+"byYear"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data17.vda === undefined){
const err53 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "vda"},message:"must have required property '"+"vda"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data17.months === undefined){
const err54 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "months"},message:"must have required property '"+"months"+"'",schema:schema154.properties.states.items.required,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key3 in data17){
if(!(func1.call(schema154.properties.states.items.properties, key3))){
const err55 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data17.state !== undefined){
let data18 = data17.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data18 === "AL") || (data18 === "AK")) || (data18 === "AZ")) || (data18 === "AR")) || (data18 === "CA")) || (data18 === "CO")) || (data18 === "CT")) || (data18 === "DE")) || (data18 === "DC")) || (data18 === "FL")) || (data18 === "GA")) || (data18 === "HI")) || (data18 === "ID")) || (data18 === "IL")) || (data18 === "IN")) || (data18 === "IA")) || (data18 === "KS")) || (data18 === "KY")) || (data18 === "LA")) || (data18 === "ME")) || (data18 === "MD")) || (data18 === "MA")) || (data18 === "MI")) || (data18 === "MN")) || (data18 === "MS")) || (data18 === "MO")) || (data18 === "MT")) || (data18 === "NE")) || (data18 === "NV")) || (data18 === "NH")) || (data18 === "NJ")) || (data18 === "NM")) || (data18 === "NY")) || (data18 === "NC")) || (data18 === "ND")) || (data18 === "OH")) || (data18 === "OK")) || (data18 === "OR")) || (data18 === "PA")) || (data18 === "PR")) || (data18 === "RI")) || (data18 === "SC")) || (data18 === "SD")) || (data18 === "TN")) || (data18 === "TX")) || (data18 === "UT")) || (data18 === "VT")) || (data18 === "VA")) || (data18 === "WA")) || (data18 === "WV")) || (data18 === "WI")) || (data18 === "WY"))){
const err56 = {instancePath:instancePath+"/states/" + i0+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data17.stateName !== undefined){
let data19 = data17.stateName;
if(typeof data19 !== "string"){
const err57 = {instancePath:instancePath+"/states/" + i0+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema154.properties.states.items.properties.stateName.type,parentSchema:schema154.properties.states.items.properties.stateName,data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data17.action !== undefined){
let data20 = data17.action;
if(!(((((data20 === "Voluntary Disclosure") || (data20 === "File Back Returns")) || (data20 === "Register")) || (data20 === "Monitor")) || (data20 === null))){
const err58 = {instancePath:instancePath+"/states/" + i0+"/action",schemaPath:"../common.schema.json#/$defs/exposureAction/enum",keyword:"enum",params:{allowedValues: schema148.enum},message:"must be equal to one of the allowed values",schema:schema148.enum,parentSchema:schema148,data:data20};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data17.recommended !== undefined){
let data21 = data17.recommended;
if(typeof data21 !== "boolean"){
const err59 = {instancePath:instancePath+"/states/" + i0+"/recommended",schemaPath:"#/properties/states/items/properties/recommended/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema154.properties.states.items.properties.recommended.type,parentSchema:schema154.properties.states.items.properties.recommended,data:data21};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data17.crossings !== undefined){
let data22 = data17.crossings;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.year === undefined){
const err60 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1,schemaPath:"#/properties/states/items/properties/crossings/items/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'",schema:schema154.properties.states.items.properties.crossings.items.required,parentSchema:schema154.properties.states.items.properties.crossings.items,data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data23.date === undefined){
const err61 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1,schemaPath:"#/properties/states/items/properties/crossings/items/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema154.properties.states.items.properties.crossings.items.required,parentSchema:schema154.properties.states.items.properties.crossings.items,data:data23};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key4 in data23){
if(!((key4 === "year") || (key4 === "date"))){
const err62 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1,schemaPath:"#/properties/states/items/properties/crossings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema154.properties.states.items.properties.crossings.items,data:data23};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data23.year !== undefined){
let data24 = data23.year;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err63 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1+"/year",schemaPath:"#/properties/states/items/properties/crossings/items/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema154.properties.states.items.properties.crossings.items.properties.year.type,parentSchema:schema154.properties.states.items.properties.crossings.items.properties.year,data:data24};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data23.date !== undefined){
let data25 = data23.date;
const _errs58 = errors;
let valid14 = false;
const _errs59 = errors;
if(typeof data25 === "string"){
if(!pattern51.test(data25)){
const err64 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1+"/date",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema158,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1+"/date",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema158.type,parentSchema:schema158,data:data25};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid0 = _errs59 === errors;
valid14 = valid14 || _valid0;
const _errs62 = errors;
if(data25 !== null){
const err66 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1+"/date",schemaPath:"#/properties/states/items/properties/crossings/items/properties/date/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema154.properties.states.items.properties.crossings.items.properties.date.anyOf[1].type,parentSchema:schema154.properties.states.items.properties.crossings.items.properties.date.anyOf[1],data:data25};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid0 = _errs62 === errors;
valid14 = valid14 || _valid0;
if(!valid14){
const err67 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1+"/date",schemaPath:"#/properties/states/items/properties/crossings/items/properties/date/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema154.properties.states.items.properties.crossings.items.properties.date.anyOf,parentSchema:schema154.properties.states.items.properties.crossings.items.properties.date,data:data25};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/states/" + i0+"/crossings/" + i1,schemaPath:"#/properties/states/items/properties/crossings/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema154.properties.states.items.properties.crossings.items.type,parentSchema:schema154.properties.states.items.properties.crossings.items,data:data23};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/states/" + i0+"/crossings",schemaPath:"#/properties/states/items/properties/crossings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema154.properties.states.items.properties.crossings.type,parentSchema:schema154.properties.states.items.properties.crossings,data:data22};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data17.nexusPeriods !== undefined){
let data26 = data17.nexusPeriods;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.start === undefined){
const err70 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'",schema:schema169.required,parentSchema:schema169,data:data27};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data27.end === undefined){
const err71 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'",schema:schema169.required,parentSchema:schema169,data:data27};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data27.collectionStart === undefined){
const err72 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "collectionStart"},message:"must have required property '"+"collectionStart"+"'",schema:schema169.required,parentSchema:schema169,data:data27};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data27.collectionStarts === undefined){
const err73 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "collectionStarts"},message:"must have required property '"+"collectionStarts"+"'",schema:schema169.required,parentSchema:schema169,data:data27};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
for(const key5 in data27){
if(!((((key5 === "start") || (key5 === "end")) || (key5 === "collectionStart")) || (key5 === "collectionStarts"))){
const err74 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2,schemaPath:"../common.schema.json#/$defs/nexusPeriod/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema169,data:data27};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data27.start !== undefined){
let data28 = data27.start;
if(typeof data28 === "string"){
if(!pattern51.test(data28)){
const err75 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2+"/start",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/start/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema169.properties.start,data:data28};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2+"/start",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.start.type,parentSchema:schema169.properties.start,data:data28};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data27.end !== undefined){
let data29 = data27.end;
if(typeof data29 === "string"){
if(!pattern51.test(data29)){
const err77 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2+"/end",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/end/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema169.properties.end,data:data29};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2+"/end",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.end.type,parentSchema:schema169.properties.end,data:data29};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data27.collectionStart !== undefined){
let data30 = data27.collectionStart;
if(typeof data30 === "string"){
if(!pattern51.test(data30)){
const err79 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2+"/collectionStart",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/collectionStart/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema169.properties.collectionStart,data:data30};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2+"/collectionStart",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/collectionStart/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.collectionStart.type,parentSchema:schema169.properties.collectionStart,data:data30};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data27.collectionStarts !== undefined){
let data31 = data27.collectionStarts;
if(typeof data31 !== "string"){
const err81 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2+"/collectionStarts",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/collectionStarts/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.collectionStarts.type,parentSchema:schema169.properties.collectionStarts,data:data31};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods/" + i2,schemaPath:"../common.schema.json#/$defs/nexusPeriod/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema169.type,parentSchema:schema169,data:data27};
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
const err83 = {instancePath:instancePath+"/states/" + i0+"/nexusPeriods",schemaPath:"#/properties/states/items/properties/nexusPeriods/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema154.properties.states.items.properties.nexusPeriods.type,parentSchema:schema154.properties.states.items.properties.nexusPeriods,data:data26};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data17.nexusOnAsOf !== undefined){
let data32 = data17.nexusOnAsOf;
if(typeof data32 !== "boolean"){
const err84 = {instancePath:instancePath+"/states/" + i0+"/nexusOnAsOf",schemaPath:"#/properties/states/items/properties/nexusOnAsOf/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema154.properties.states.items.properties.nexusOnAsOf.type,parentSchema:schema154.properties.states.items.properties.nexusOnAsOf,data:data32};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data17.percentOfThresholdOnAsOf !== undefined){
let data33 = data17.percentOfThresholdOnAsOf;
if(!((typeof data33 == "number") && (isFinite(data33)))){
const err85 = {instancePath:instancePath+"/states/" + i0+"/percentOfThresholdOnAsOf",schemaPath:"#/properties/states/items/properties/percentOfThresholdOnAsOf/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema154.properties.states.items.properties.percentOfThresholdOnAsOf.type,parentSchema:schema154.properties.states.items.properties.percentOfThresholdOnAsOf,data:data33};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data17.terms !== undefined){
let data34 = data17.terms;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.ratePercent === undefined){
const err86 = {instancePath:instancePath+"/states/" + i0+"/terms",schemaPath:"#/properties/states/items/properties/terms/required",keyword:"required",params:{missingProperty: "ratePercent"},message:"must have required property '"+"ratePercent"+"'",schema:schema154.properties.states.items.properties.terms.required,parentSchema:schema154.properties.states.items.properties.terms,data:data34};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data34.interestRatePercent === undefined){
const err87 = {instancePath:instancePath+"/states/" + i0+"/terms",schemaPath:"#/properties/states/items/properties/terms/required",keyword:"required",params:{missingProperty: "interestRatePercent"},message:"must have required property '"+"interestRatePercent"+"'",schema:schema154.properties.states.items.properties.terms.required,parentSchema:schema154.properties.states.items.properties.terms,data:data34};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data34.penaltyRatePercent === undefined){
const err88 = {instancePath:instancePath+"/states/" + i0+"/terms",schemaPath:"#/properties/states/items/properties/terms/required",keyword:"required",params:{missingProperty: "penaltyRatePercent"},message:"must have required property '"+"penaltyRatePercent"+"'",schema:schema154.properties.states.items.properties.terms.required,parentSchema:schema154.properties.states.items.properties.terms,data:data34};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data34.vdaLookBackMonths === undefined){
const err89 = {instancePath:instancePath+"/states/" + i0+"/terms",schemaPath:"#/properties/states/items/properties/terms/required",keyword:"required",params:{missingProperty: "vdaLookBackMonths"},message:"must have required property '"+"vdaLookBackMonths"+"'",schema:schema154.properties.states.items.properties.terms.required,parentSchema:schema154.properties.states.items.properties.terms,data:data34};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data34.ruleSource === undefined){
const err90 = {instancePath:instancePath+"/states/" + i0+"/terms",schemaPath:"#/properties/states/items/properties/terms/required",keyword:"required",params:{missingProperty: "ruleSource"},message:"must have required property '"+"ruleSource"+"'",schema:schema154.properties.states.items.properties.terms.required,parentSchema:schema154.properties.states.items.properties.terms,data:data34};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key6 in data34){
if(!(((((key6 === "ratePercent") || (key6 === "interestRatePercent")) || (key6 === "penaltyRatePercent")) || (key6 === "vdaLookBackMonths")) || (key6 === "ruleSource"))){
const err91 = {instancePath:instancePath+"/states/" + i0+"/terms",schemaPath:"#/properties/states/items/properties/terms/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema154.properties.states.items.properties.terms,data:data34};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data34.ratePercent !== undefined){
let data35 = data34.ratePercent;
if((!((typeof data35 == "number") && (isFinite(data35)))) && (data35 !== null)){
const err92 = {instancePath:instancePath+"/states/" + i0+"/terms/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/type",keyword:"type",params:{type: schema103.type},message:"must be number,null",schema:schema103.type,parentSchema:schema103,data:data35};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 100 || isNaN(data35)){
const err93 = {instancePath:instancePath+"/states/" + i0+"/terms/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema103,data:data35};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err94 = {instancePath:instancePath+"/states/" + i0+"/terms/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema103,data:data35};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data34.interestRatePercent !== undefined){
let data36 = data34.interestRatePercent;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
const err95 = {instancePath:instancePath+"/states/" + i0+"/terms/interestRatePercent",schemaPath:"#/properties/states/items/properties/terms/properties/interestRatePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema154.properties.states.items.properties.terms.properties.interestRatePercent,data:data36};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/states/" + i0+"/terms/interestRatePercent",schemaPath:"#/properties/states/items/properties/terms/properties/interestRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema154.properties.states.items.properties.terms.properties.interestRatePercent.type,parentSchema:schema154.properties.states.items.properties.terms.properties.interestRatePercent,data:data36};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data34.penaltyRatePercent !== undefined){
let data37 = data34.penaltyRatePercent;
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
const err97 = {instancePath:instancePath+"/states/" + i0+"/terms/penaltyRatePercent",schemaPath:"#/properties/states/items/properties/terms/properties/penaltyRatePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema154.properties.states.items.properties.terms.properties.penaltyRatePercent,data:data37};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/states/" + i0+"/terms/penaltyRatePercent",schemaPath:"#/properties/states/items/properties/terms/properties/penaltyRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema154.properties.states.items.properties.terms.properties.penaltyRatePercent.type,parentSchema:schema154.properties.states.items.properties.terms.properties.penaltyRatePercent,data:data37};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data34.vdaLookBackMonths !== undefined){
let data38 = data34.vdaLookBackMonths;
if((!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))) && (data38 !== null)){
const err99 = {instancePath:instancePath+"/states/" + i0+"/terms/vdaLookBackMonths",schemaPath:"#/properties/states/items/properties/terms/properties/vdaLookBackMonths/type",keyword:"type",params:{type: schema154.properties.states.items.properties.terms.properties.vdaLookBackMonths.type},message:"must be integer,null",schema:schema154.properties.states.items.properties.terms.properties.vdaLookBackMonths.type,parentSchema:schema154.properties.states.items.properties.terms.properties.vdaLookBackMonths,data:data38};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data34.ruleSource !== undefined){
let data39 = data34.ruleSource;
if((typeof data39 !== "string") && (data39 !== null)){
const err100 = {instancePath:instancePath+"/states/" + i0+"/terms/ruleSource",schemaPath:"#/properties/states/items/properties/terms/properties/ruleSource/type",keyword:"type",params:{type: schema154.properties.states.items.properties.terms.properties.ruleSource.type},message:"must be string,null",schema:schema154.properties.states.items.properties.terms.properties.ruleSource.type,parentSchema:schema154.properties.states.items.properties.terms.properties.ruleSource,data:data39};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/states/" + i0+"/terms",schemaPath:"#/properties/states/items/properties/terms/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema154.properties.states.items.properties.terms.type,parentSchema:schema154.properties.states.items.properties.terms,data:data34};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data17.taxCents !== undefined){
let data40 = data17.taxCents;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err102 = {instancePath:instancePath+"/states/" + i0+"/taxCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data40};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data17.interestCents !== undefined){
let data41 = data17.interestCents;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err103 = {instancePath:instancePath+"/states/" + i0+"/interestCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data41};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data17.penaltiesCents !== undefined){
let data42 = data17.penaltiesCents;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err104 = {instancePath:instancePath+"/states/" + i0+"/penaltiesCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data42};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data17.exposureCents !== undefined){
let data43 = data17.exposureCents;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err105 = {instancePath:instancePath+"/states/" + i0+"/exposureCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data43};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data17.byYear !== undefined){
let data44 = data17.byYear;
if(Array.isArray(data44)){
const len3 = data44.length;
for(let i3=0; i3<len3; i3++){
if(!(validate79(data44[i3], {instancePath:instancePath+"/states/" + i0+"/byYear/" + i3,parentData:data44,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
else {
const err106 = {instancePath:instancePath+"/states/" + i0+"/byYear",schemaPath:"#/properties/states/items/properties/byYear/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema154.properties.states.items.properties.byYear.type,parentSchema:schema154.properties.states.items.properties.byYear,data:data44};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data17.vda !== undefined){
let data46 = data17.vda;
const _errs112 = errors;
let valid28 = false;
const _errs113 = errors;
if(!(validate81(data46, {instancePath:instancePath+"/states/" + i0+"/vda",parentData:data17,parentDataProperty:"vda",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var _valid1 = _errs113 === errors;
valid28 = valid28 || _valid1;
const _errs114 = errors;
if(data46 !== null){
const err107 = {instancePath:instancePath+"/states/" + i0+"/vda",schemaPath:"#/properties/states/items/properties/vda/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema154.properties.states.items.properties.vda.anyOf[1].type,parentSchema:schema154.properties.states.items.properties.vda.anyOf[1],data:data46};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid1 = _errs114 === errors;
valid28 = valid28 || _valid1;
if(!valid28){
const err108 = {instancePath:instancePath+"/states/" + i0+"/vda",schemaPath:"#/properties/states/items/properties/vda/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema154.properties.states.items.properties.vda.anyOf,parentSchema:schema154.properties.states.items.properties.vda,data:data46};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
}
if(data17.months !== undefined){
let data47 = data17.months;
if(Array.isArray(data47)){
const len4 = data47.length;
for(let i4=0; i4<len4; i4++){
let data48 = data47[i4];
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.month === undefined){
const err109 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data48.taxableSalesCents === undefined){
const err110 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "taxableSalesCents"},message:"must have required property '"+"taxableSalesCents"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data48.taxCents === undefined){
const err111 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data48.dueDate === undefined){
const err112 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "dueDate"},message:"must have required property '"+"dueDate"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data48.interestDays === undefined){
const err113 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "interestDays"},message:"must have required property '"+"interestDays"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data48.interestCents === undefined){
const err114 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data48.penaltyCents === undefined){
const err115 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "penaltyCents"},message:"must have required property '"+"penaltyCents"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data48.vdaCovered === undefined){
const err116 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/required",keyword:"required",params:{missingProperty: "vdaCovered"},message:"must have required property '"+"vdaCovered"+"'",schema:schema154.properties.states.items.properties.months.items.required,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
for(const key7 in data48){
if(!((((((((key7 === "month") || (key7 === "taxableSalesCents")) || (key7 === "taxCents")) || (key7 === "dueDate")) || (key7 === "interestDays")) || (key7 === "interestCents")) || (key7 === "penaltyCents")) || (key7 === "vdaCovered"))){
const err117 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data48.month !== undefined){
let data49 = data48.month;
if(typeof data49 === "string"){
if(!pattern69.test(data49)){
const err118 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/month",schemaPath:"#/properties/states/items/properties/months/items/properties/month/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}$",parentSchema:schema154.properties.states.items.properties.months.items.properties.month,data:data49};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/month",schemaPath:"#/properties/states/items/properties/months/items/properties/month/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema154.properties.states.items.properties.months.items.properties.month.type,parentSchema:schema154.properties.states.items.properties.months.items.properties.month,data:data49};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data48.taxableSalesCents !== undefined){
let data50 = data48.taxableSalesCents;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err120 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/taxableSalesCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data50};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data48.taxCents !== undefined){
let data51 = data48.taxCents;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err121 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/taxCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data51};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data48.dueDate !== undefined){
let data52 = data48.dueDate;
if(typeof data52 === "string"){
if(!pattern51.test(data52)){
const err122 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/dueDate",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema158,data:data52};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/dueDate",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema158.type,parentSchema:schema158,data:data52};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data48.interestDays !== undefined){
let data53 = data48.interestDays;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err124 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/interestDays",schemaPath:"#/properties/states/items/properties/months/items/properties/interestDays/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema154.properties.states.items.properties.months.items.properties.interestDays.type,parentSchema:schema154.properties.states.items.properties.months.items.properties.interestDays,data:data53};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 0 || isNaN(data53)){
const err125 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/interestDays",schemaPath:"#/properties/states/items/properties/months/items/properties/interestDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema154.properties.states.items.properties.months.items.properties.interestDays,data:data53};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
if(data48.interestCents !== undefined){
let data54 = data48.interestCents;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err126 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/interestCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data54};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data48.penaltyCents !== undefined){
let data55 = data48.penaltyCents;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err127 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/penaltyCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data55};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data48.vdaCovered !== undefined){
let data56 = data48.vdaCovered;
if((typeof data56 !== "boolean") && (data56 !== null)){
const err128 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4+"/vdaCovered",schemaPath:"#/properties/states/items/properties/months/items/properties/vdaCovered/type",keyword:"type",params:{type: schema154.properties.states.items.properties.months.items.properties.vdaCovered.type},message:"must be boolean,null",schema:schema154.properties.states.items.properties.months.items.properties.vdaCovered.type,parentSchema:schema154.properties.states.items.properties.months.items.properties.vdaCovered,data:data56};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/states/" + i0+"/months/" + i4,schemaPath:"#/properties/states/items/properties/months/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema154.properties.states.items.properties.months.items.type,parentSchema:schema154.properties.states.items.properties.months.items,data:data48};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/states/" + i0+"/months",schemaPath:"#/properties/states/items/properties/months/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema154.properties.states.items.properties.months.type,parentSchema:schema154.properties.states.items.properties.months,data:data47};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema154.properties.states.items.type,parentSchema:schema154.properties.states.items,data:data17};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
else {
const err132 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema154.properties.states.type,parentSchema:schema154.properties.states,data:data16};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema154.type,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_exposure = validate83;
const schema188 = {"$id":"output/exposure.schema.json","title":"StudyExposure","description":"generated/exposure.json: in a study with exposure, the study's exposure over the years examined (EXPOSURE.md), by entity and every (entity, state) in order of exposure","type":"object","additionalProperties":false,"required":["study","path","firstYear","asOf","totals","actionCounts","entities","notComputed","states"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"path":{"type":"string","description":"this page's route, /exposure"},"firstYear":{"type":"integer"},"asOf":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"totals":{"$ref":"../common.schema.json#/$defs/exposureTotals"},"actionCounts":{"$ref":"../common.schema.json#/$defs/actionCounts"},"entities":{"description":"each entity with dated sales, in the study's order","type":"array","items":{"title":"StudyExposureEntity","type":"object","additionalProperties":false,"required":["entity","exposurePath","file","totals","actionCounts"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"exposurePath":{"type":"string","description":"the entity's exposure page, /brand-<code>-exposure"},"file":{"type":"string","description":"the generated file, exposure/<CODE>.json"},"totals":{"$ref":"../common.schema.json#/$defs/exposureTotals"},"actionCounts":{"$ref":"../common.schema.json#/$defs/actionCounts"}}}},"notComputed":{"description":"entities without dated sales (a revenue file or an export alone): no exposure can be computed for them","type":"array","items":{"$ref":"../common.schema.json#/$defs/entityRef"}},"states":{"description":"every (entity, state) of the entities' files, by exposure descending, then by the entity's place in the study, then by state code","type":"array","items":{"title":"StudyExposureState","type":"object","additionalProperties":false,"required":["entity","state","stateName","action","recommended","nexusPeriods","taxCents","interestCents","penaltiesCents","exposureCents","vdaExposureCents","vdaSavingCents"],"properties":{"entity":{"type":"string","description":"the entity's code (entities lists them)"},"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"action":{"$ref":"../common.schema.json#/$defs/exposureAction"},"recommended":{"type":"boolean","description":"whether recommendations.csv lists the state for the entity"},"nexusPeriods":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/nexusPeriod"}},"taxCents":{"$ref":"../common.schema.json#/$defs/cents"},"interestCents":{"$ref":"../common.schema.json#/$defs/cents"},"penaltiesCents":{"$ref":"../common.schema.json#/$defs/cents"},"exposureCents":{"$ref":"../common.schema.json#/$defs/cents"},"vdaExposureCents":{"anyOf":[{"$ref":"../common.schema.json#/$defs/cents"},{"type":"null"}],"description":"null where the state offers no voluntary disclosure"},"vdaSavingCents":{"anyOf":[{"$ref":"../common.schema.json#/$defs/cents"},{"type":"null"}]}}}}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.taxCents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.interestCents === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.penaltiesCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "penaltiesCents"},message:"must have required property '"+"penaltiesCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.exposureCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.byYear === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byYear"},message:"must have required property '"+"byYear"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.vdaSavingCents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vdaSavingCents"},message:"must have required property '"+"vdaSavingCents"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "taxCents") || (key0 === "interestCents")) || (key0 === "penaltiesCents")) || (key0 === "exposureCents")) || (key0 === "byYear")) || (key0 === "vdaSavingCents"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.taxCents !== undefined){
let data0 = data.taxCents;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/taxCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.interestCents !== undefined){
let data1 = data.interestCents;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/interestCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.penaltiesCents !== undefined){
let data2 = data.penaltiesCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/penaltiesCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.exposureCents !== undefined){
let data3 = data.exposureCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/exposureCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.byYear !== undefined){
let data4 = data.byYear;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate36(data4[i0], {instancePath:instancePath+"/byYear/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/byYear",schemaPath:"#/properties/byYear/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema76.properties.byYear.type,parentSchema:schema76.properties.byYear,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.vdaSavingCents !== undefined){
let data6 = data.vdaSavingCents;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err12 = {instancePath:instancePath+"/vdaSavingCents",schemaPath:"#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data6};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/exposure.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.path === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.firstYear === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstYear"},message:"must have required property '"+"firstYear"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.asOf === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "asOf"},message:"must have required property '"+"asOf"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.totals === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.actionCounts === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actionCounts"},message:"must have required property '"+"actionCounts"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.entities === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.notComputed === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notComputed"},message:"must have required property '"+"notComputed"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.states === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema188.required,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema188.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema188,data};
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
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.productName === undefined){
const err11 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err12 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
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
const err13 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
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
const err14 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
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
const err15 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
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
const err16 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
const err17 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.path !== undefined){
let data4 = data.path;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema188.properties.path.type,parentSchema:schema188.properties.path,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.firstYear !== undefined){
let data5 = data.firstYear;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/firstYear",schemaPath:"#/properties/firstYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema188.properties.firstYear.type,parentSchema:schema188.properties.firstYear,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.asOf !== undefined){
let data6 = data.asOf;
if(typeof data6 === "string"){
if(!pattern51.test(data6)){
const err20 = {instancePath:instancePath+"/asOf",schemaPath:"#/properties/asOf/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema188.properties.asOf,data:data6};
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
const err21 = {instancePath:instancePath+"/asOf",schemaPath:"#/properties/asOf/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema188.properties.asOf.type,parentSchema:schema188.properties.asOf,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.totals !== undefined){
if(!(validate84(data.totals, {instancePath:instancePath+"/totals",parentData:data,parentDataProperty:"totals",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
}
if(data.actionCounts !== undefined){
let data8 = data.actionCounts;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.voluntaryDisclosure === undefined){
const err22 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "voluntaryDisclosure"},message:"must have required property '"+"voluntaryDisclosure"+"'",schema:schema87.required,parentSchema:schema87,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8.fileBackReturns === undefined){
const err23 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "fileBackReturns"},message:"must have required property '"+"fileBackReturns"+"'",schema:schema87.required,parentSchema:schema87,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.register === undefined){
const err24 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "register"},message:"must have required property '"+"register"+"'",schema:schema87.required,parentSchema:schema87,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.monitor === undefined){
const err25 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "monitor"},message:"must have required property '"+"monitor"+"'",schema:schema87.required,parentSchema:schema87,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data8){
if(!((((key2 === "voluntaryDisclosure") || (key2 === "fileBackReturns")) || (key2 === "register")) || (key2 === "monitor"))){
const err26 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema87,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.voluntaryDisclosure !== undefined){
let data9 = data8.voluntaryDisclosure;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err27 = {instancePath:instancePath+"/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.voluntaryDisclosure.type,parentSchema:schema87.properties.voluntaryDisclosure,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.voluntaryDisclosure,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data8.fileBackReturns !== undefined){
let data10 = data8.fileBackReturns;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err29 = {instancePath:instancePath+"/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.fileBackReturns.type,parentSchema:schema87.properties.fileBackReturns,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.fileBackReturns,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data8.register !== undefined){
let data11 = data8.register;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err31 = {instancePath:instancePath+"/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.register.type,parentSchema:schema87.properties.register,data:data11};
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
const err32 = {instancePath:instancePath+"/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.register,data:data11};
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
if(data8.monitor !== undefined){
let data12 = data8.monitor;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err33 = {instancePath:instancePath+"/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.monitor.type,parentSchema:schema87.properties.monitor,data:data12};
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
const err34 = {instancePath:instancePath+"/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.monitor,data:data12};
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
const err35 = {instancePath:instancePath+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema87.type,parentSchema:schema87,data:data8};
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
const err36 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema188.properties.entities.items.required,parentSchema:schema188.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14.exposurePath === undefined){
const err37 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "exposurePath"},message:"must have required property '"+"exposurePath"+"'",schema:schema188.properties.entities.items.required,parentSchema:schema188.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14.file === undefined){
const err38 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema188.properties.entities.items.required,parentSchema:schema188.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.totals === undefined){
const err39 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema188.properties.entities.items.required,parentSchema:schema188.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.actionCounts === undefined){
const err40 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "actionCounts"},message:"must have required property '"+"actionCounts"+"'",schema:schema188.properties.entities.items.required,parentSchema:schema188.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data14){
if(!(((((key3 === "entity") || (key3 === "exposurePath")) || (key3 === "file")) || (key3 === "totals")) || (key3 === "actionCounts"))){
const err41 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema188.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data14.entity !== undefined){
if(!(validate87(data14.entity, {instancePath:instancePath+"/entities/" + i0+"/entity",parentData:data14,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data14.exposurePath !== undefined){
let data16 = data14.exposurePath;
if(typeof data16 !== "string"){
const err42 = {instancePath:instancePath+"/entities/" + i0+"/exposurePath",schemaPath:"#/properties/entities/items/properties/exposurePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema188.properties.entities.items.properties.exposurePath.type,parentSchema:schema188.properties.entities.items.properties.exposurePath,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data14.file !== undefined){
let data17 = data14.file;
if(typeof data17 !== "string"){
const err43 = {instancePath:instancePath+"/entities/" + i0+"/file",schemaPath:"#/properties/entities/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema188.properties.entities.items.properties.file.type,parentSchema:schema188.properties.entities.items.properties.file,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.totals !== undefined){
if(!(validate84(data14.totals, {instancePath:instancePath+"/entities/" + i0+"/totals",parentData:data14,parentDataProperty:"totals",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
}
if(data14.actionCounts !== undefined){
let data19 = data14.actionCounts;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.voluntaryDisclosure === undefined){
const err44 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "voluntaryDisclosure"},message:"must have required property '"+"voluntaryDisclosure"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data19.fileBackReturns === undefined){
const err45 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "fileBackReturns"},message:"must have required property '"+"fileBackReturns"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data19.register === undefined){
const err46 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "register"},message:"must have required property '"+"register"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data19.monitor === undefined){
const err47 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/required",keyword:"required",params:{missingProperty: "monitor"},message:"must have required property '"+"monitor"+"'",schema:schema87.required,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key4 in data19){
if(!((((key4 === "voluntaryDisclosure") || (key4 === "fileBackReturns")) || (key4 === "register")) || (key4 === "monitor"))){
const err48 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data19.voluntaryDisclosure !== undefined){
let data20 = data19.voluntaryDisclosure;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err49 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.voluntaryDisclosure.type,parentSchema:schema87.properties.voluntaryDisclosure,data:data20};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err50 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/voluntaryDisclosure",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/voluntaryDisclosure/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.voluntaryDisclosure,data:data20};
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
if(data19.fileBackReturns !== undefined){
let data21 = data19.fileBackReturns;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err51 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.fileBackReturns.type,parentSchema:schema87.properties.fileBackReturns,data:data21};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err52 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/fileBackReturns",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/fileBackReturns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.fileBackReturns,data:data21};
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
if(data19.register !== undefined){
let data22 = data19.register;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err53 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.register.type,parentSchema:schema87.properties.register,data:data22};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err54 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/register",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/register/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.register,data:data22};
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
if(data19.monitor !== undefined){
let data23 = data19.monitor;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err55 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema87.properties.monitor.type,parentSchema:schema87.properties.monitor,data:data23};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err56 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts/monitor",schemaPath:"../common.schema.json#/$defs/actionCounts/properties/monitor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema87.properties.monitor,data:data23};
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
}
else {
const err57 = {instancePath:instancePath+"/entities/" + i0+"/actionCounts",schemaPath:"../common.schema.json#/$defs/actionCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema87.type,parentSchema:schema87,data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema188.properties.entities.items.type,parentSchema:schema188.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema188.properties.entities.type,parentSchema:schema188.properties.entities,data:data13};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.notComputed !== undefined){
let data24 = data.notComputed;
if(Array.isArray(data24)){
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
if(!(validate87(data24[i1], {instancePath:instancePath+"/notComputed/" + i1,parentData:data24,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
else {
const err60 = {instancePath:instancePath+"/notComputed",schemaPath:"#/properties/notComputed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema188.properties.notComputed.type,parentSchema:schema188.properties.notComputed,data:data24};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.states !== undefined){
let data26 = data.states;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.entity === undefined){
const err61 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data27.state === undefined){
const err62 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data27.stateName === undefined){
const err63 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data27.action === undefined){
const err64 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data27.recommended === undefined){
const err65 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "recommended"},message:"must have required property '"+"recommended"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data27.nexusPeriods === undefined){
const err66 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "nexusPeriods"},message:"must have required property '"+"nexusPeriods"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data27.taxCents === undefined){
const err67 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxCents"},message:"must have required property '"+"taxCents"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data27.interestCents === undefined){
const err68 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "interestCents"},message:"must have required property '"+"interestCents"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data27.penaltiesCents === undefined){
const err69 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "penaltiesCents"},message:"must have required property '"+"penaltiesCents"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data27.exposureCents === undefined){
const err70 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "exposureCents"},message:"must have required property '"+"exposureCents"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data27.vdaExposureCents === undefined){
const err71 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "vdaExposureCents"},message:"must have required property '"+"vdaExposureCents"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data27.vdaSavingCents === undefined){
const err72 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "vdaSavingCents"},message:"must have required property '"+"vdaSavingCents"+"'",schema:schema188.properties.states.items.required,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key5 in data27){
if(!(func1.call(schema188.properties.states.items.properties, key5))){
const err73 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data27.entity !== undefined){
let data28 = data27.entity;
if(typeof data28 !== "string"){
const err74 = {instancePath:instancePath+"/states/" + i2+"/entity",schemaPath:"#/properties/states/items/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema188.properties.states.items.properties.entity.type,parentSchema:schema188.properties.states.items.properties.entity,data:data28};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data27.state !== undefined){
let data29 = data27.state;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data29 === "AL") || (data29 === "AK")) || (data29 === "AZ")) || (data29 === "AR")) || (data29 === "CA")) || (data29 === "CO")) || (data29 === "CT")) || (data29 === "DE")) || (data29 === "DC")) || (data29 === "FL")) || (data29 === "GA")) || (data29 === "HI")) || (data29 === "ID")) || (data29 === "IL")) || (data29 === "IN")) || (data29 === "IA")) || (data29 === "KS")) || (data29 === "KY")) || (data29 === "LA")) || (data29 === "ME")) || (data29 === "MD")) || (data29 === "MA")) || (data29 === "MI")) || (data29 === "MN")) || (data29 === "MS")) || (data29 === "MO")) || (data29 === "MT")) || (data29 === "NE")) || (data29 === "NV")) || (data29 === "NH")) || (data29 === "NJ")) || (data29 === "NM")) || (data29 === "NY")) || (data29 === "NC")) || (data29 === "ND")) || (data29 === "OH")) || (data29 === "OK")) || (data29 === "OR")) || (data29 === "PA")) || (data29 === "PR")) || (data29 === "RI")) || (data29 === "SC")) || (data29 === "SD")) || (data29 === "TN")) || (data29 === "TX")) || (data29 === "UT")) || (data29 === "VT")) || (data29 === "VA")) || (data29 === "WA")) || (data29 === "WV")) || (data29 === "WI")) || (data29 === "WY"))){
const err75 = {instancePath:instancePath+"/states/" + i2+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data29};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data27.stateName !== undefined){
let data30 = data27.stateName;
if(typeof data30 !== "string"){
const err76 = {instancePath:instancePath+"/states/" + i2+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema188.properties.states.items.properties.stateName.type,parentSchema:schema188.properties.states.items.properties.stateName,data:data30};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data27.action !== undefined){
let data31 = data27.action;
if(!(((((data31 === "Voluntary Disclosure") || (data31 === "File Back Returns")) || (data31 === "Register")) || (data31 === "Monitor")) || (data31 === null))){
const err77 = {instancePath:instancePath+"/states/" + i2+"/action",schemaPath:"../common.schema.json#/$defs/exposureAction/enum",keyword:"enum",params:{allowedValues: schema148.enum},message:"must be equal to one of the allowed values",schema:schema148.enum,parentSchema:schema148,data:data31};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data27.recommended !== undefined){
let data32 = data27.recommended;
if(typeof data32 !== "boolean"){
const err78 = {instancePath:instancePath+"/states/" + i2+"/recommended",schemaPath:"#/properties/states/items/properties/recommended/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema188.properties.states.items.properties.recommended.type,parentSchema:schema188.properties.states.items.properties.recommended,data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data27.nexusPeriods !== undefined){
let data33 = data27.nexusPeriods;
if(Array.isArray(data33)){
const len3 = data33.length;
for(let i3=0; i3<len3; i3++){
let data34 = data33[i3];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.start === undefined){
const err79 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'",schema:schema169.required,parentSchema:schema169,data:data34};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data34.end === undefined){
const err80 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'",schema:schema169.required,parentSchema:schema169,data:data34};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data34.collectionStart === undefined){
const err81 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "collectionStart"},message:"must have required property '"+"collectionStart"+"'",schema:schema169.required,parentSchema:schema169,data:data34};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data34.collectionStarts === undefined){
const err82 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3,schemaPath:"../common.schema.json#/$defs/nexusPeriod/required",keyword:"required",params:{missingProperty: "collectionStarts"},message:"must have required property '"+"collectionStarts"+"'",schema:schema169.required,parentSchema:schema169,data:data34};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key6 in data34){
if(!((((key6 === "start") || (key6 === "end")) || (key6 === "collectionStart")) || (key6 === "collectionStarts"))){
const err83 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3,schemaPath:"../common.schema.json#/$defs/nexusPeriod/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema169,data:data34};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data34.start !== undefined){
let data35 = data34.start;
if(typeof data35 === "string"){
if(!pattern51.test(data35)){
const err84 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3+"/start",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/start/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema169.properties.start,data:data35};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3+"/start",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.start.type,parentSchema:schema169.properties.start,data:data35};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data34.end !== undefined){
let data36 = data34.end;
if(typeof data36 === "string"){
if(!pattern51.test(data36)){
const err86 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3+"/end",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/end/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema169.properties.end,data:data36};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3+"/end",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.end.type,parentSchema:schema169.properties.end,data:data36};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data34.collectionStart !== undefined){
let data37 = data34.collectionStart;
if(typeof data37 === "string"){
if(!pattern51.test(data37)){
const err88 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3+"/collectionStart",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/collectionStart/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema169.properties.collectionStart,data:data37};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3+"/collectionStart",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/collectionStart/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.collectionStart.type,parentSchema:schema169.properties.collectionStart,data:data37};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data34.collectionStarts !== undefined){
let data38 = data34.collectionStarts;
if(typeof data38 !== "string"){
const err90 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3+"/collectionStarts",schemaPath:"../common.schema.json#/$defs/nexusPeriod/properties/collectionStarts/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema169.properties.collectionStarts.type,parentSchema:schema169.properties.collectionStarts,data:data38};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods/" + i3,schemaPath:"../common.schema.json#/$defs/nexusPeriod/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema169.type,parentSchema:schema169,data:data34};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/states/" + i2+"/nexusPeriods",schemaPath:"#/properties/states/items/properties/nexusPeriods/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema188.properties.states.items.properties.nexusPeriods.type,parentSchema:schema188.properties.states.items.properties.nexusPeriods,data:data33};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data27.taxCents !== undefined){
let data39 = data27.taxCents;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err93 = {instancePath:instancePath+"/states/" + i2+"/taxCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data39};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data27.interestCents !== undefined){
let data40 = data27.interestCents;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err94 = {instancePath:instancePath+"/states/" + i2+"/interestCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data40};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data27.penaltiesCents !== undefined){
let data41 = data27.penaltiesCents;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err95 = {instancePath:instancePath+"/states/" + i2+"/penaltiesCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data41};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data27.exposureCents !== undefined){
let data42 = data27.exposureCents;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err96 = {instancePath:instancePath+"/states/" + i2+"/exposureCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data42};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data27.vdaExposureCents !== undefined){
let data43 = data27.vdaExposureCents;
const _errs99 = errors;
let valid25 = false;
const _errs100 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err97 = {instancePath:instancePath+"/states/" + i2+"/vdaExposureCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data43};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid0 = _errs100 === errors;
valid25 = valid25 || _valid0;
const _errs103 = errors;
if(data43 !== null){
const err98 = {instancePath:instancePath+"/states/" + i2+"/vdaExposureCents",schemaPath:"#/properties/states/items/properties/vdaExposureCents/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema188.properties.states.items.properties.vdaExposureCents.anyOf[1].type,parentSchema:schema188.properties.states.items.properties.vdaExposureCents.anyOf[1],data:data43};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid0 = _errs103 === errors;
valid25 = valid25 || _valid0;
if(!valid25){
const err99 = {instancePath:instancePath+"/states/" + i2+"/vdaExposureCents",schemaPath:"#/properties/states/items/properties/vdaExposureCents/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema188.properties.states.items.properties.vdaExposureCents.anyOf,parentSchema:schema188.properties.states.items.properties.vdaExposureCents,data:data43};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
}
}
if(data27.vdaSavingCents !== undefined){
let data44 = data27.vdaSavingCents;
const _errs106 = errors;
let valid27 = false;
const _errs107 = errors;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err100 = {instancePath:instancePath+"/states/" + i2+"/vdaSavingCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.type,parentSchema:schema77,data:data44};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid1 = _errs107 === errors;
valid27 = valid27 || _valid1;
const _errs110 = errors;
if(data44 !== null){
const err101 = {instancePath:instancePath+"/states/" + i2+"/vdaSavingCents",schemaPath:"#/properties/states/items/properties/vdaSavingCents/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema188.properties.states.items.properties.vdaSavingCents.anyOf[1].type,parentSchema:schema188.properties.states.items.properties.vdaSavingCents.anyOf[1],data:data44};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid1 = _errs110 === errors;
valid27 = valid27 || _valid1;
if(!valid27){
const err102 = {instancePath:instancePath+"/states/" + i2+"/vdaSavingCents",schemaPath:"#/properties/states/items/properties/vdaSavingCents/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema188.properties.states.items.properties.vdaSavingCents.anyOf,parentSchema:schema188.properties.states.items.properties.vdaSavingCents,data:data44};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err103 = {instancePath:instancePath+"/states/" + i2,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema188.properties.states.items.type,parentSchema:schema188.properties.states.items,data:data27};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema188.properties.states.type,parentSchema:schema188.properties.states,data:data26};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema188.type,parentSchema:schema188,data};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_international = validate49;
const schema112 = {"$id":"output/international.schema.json","title":"International","description":"generated/international.json: the study's activity outside the US, entity by entity, for the international page","type":"object","additionalProperties":false,"required":["study","hasRates","rates","salesAbroad","statusCounts","entities"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"hasRates":{"type":"boolean","description":"whether the study names fx.csv; without it no amount abroad has a USD equivalent"},"rates":{"description":"fx.csv's rates by currency code (USD, always 1, left out); empty without fx.csv","type":"array","items":{"title":"FxRate","type":"object","additionalProperties":false,"required":["currency","usdPerUnit","minorUnits"],"properties":{"currency":{"type":"string","pattern":"^[A-Z]{3}$"},"usdPerUnit":{"type":"string","pattern":"^[0-9]+\\.[0-9]{6}$","description":"US dollars per unit, as a decimal with six places"},"minorUnits":{"$ref":"#/$defs/minorUnits"}}}},"salesAbroad":{"title":"StudySalesAbroad","type":"object","additionalProperties":false,"required":["usdCents","currenciesWithoutRate"],"properties":{"usdCents":{"type":["integer","null"],"description":"the sum of the entities' sales abroad in USD; null without fx.csv"},"currenciesWithoutRate":{"description":"currencies of activity abroad that fx.csv has no rate for, by code, with the entities that sold in them: the total leaves them out","type":"array","items":{"title":"CurrencyWithoutRate","type":"object","additionalProperties":false,"required":["currency","entities"],"properties":{"currency":{"type":"string"},"entities":{"type":"array","items":{"type":"string"},"description":"entity codes, in the study's order"}}}}}},"statusCounts":{"title":"AbroadStatusCounts","description":"jurisdictions abroad counted once per entity with activity there, by overall status group","type":"object","additionalProperties":false,"required":["crossed","approaching","exposed","other"],"properties":{"crossed":{"type":"integer","minimum":0},"approaching":{"type":"integer","minimum":0},"exposed":{"type":"integer","minimum":0},"other":{"type":"integer","minimum":0}}},"entities":{"description":"each entity with activity abroad or marked Potentially International, in the study's order; unattributed revenue is on the entity's own page, not here","type":"array","items":{"title":"InternationalEntity","type":"object","additionalProperties":false,"required":["entity","potentiallyInternational","salesAbroad","jurisdictions"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"potentiallyInternational":{"type":"boolean","description":"whether recommendations.csv marks the entity Potentially International"},"salesAbroad":{"$ref":"#/$defs/salesAbroad"},"jurisdictions":{"type":"array","items":{"$ref":"#/$defs/activityAbroad"}}}}}},"$defs":{"minorUnits":{"type":"integer","minimum":0,"maximum":3,"description":"the currency's minor units (decimals), as Intl.NumberFormat gives them: JPY 0, EUR 2, KWD 3; 2 for UNKNOWN"},"salesAbroad":{"title":"SalesAbroad","description":"an entity's sales abroad in USD: the USD equivalents of its rows counted in the total","type":"object","additionalProperties":false,"required":["usdCents","currenciesWithoutRate"],"properties":{"usdCents":{"type":["integer","null"],"description":"the sum of the rounded USD equivalents of the rows counted in the total that have one; null without fx.csv"},"currenciesWithoutRate":{"type":"array","items":{"type":"string"},"description":"currencies of the entity's activity abroad that fx.csv has no rate for, by code: the total leaves them out"}}},"activityAbroad":{"title":"InternationalActivity","description":"one row of the nexus export outside the US with sales or transactions, or its Unattributed Revenue row","type":"object","additionalProperties":false,"required":["jurisdiction","name","kind","ruleSetName","currency","minorUnits","totalSalesMinor","salesThresholdMinor","percentOfThreshold","transactionsCount","transactionsThreshold","percentOfTransactionsThreshold","nexusThresholdType","overallStatus","dateCrossedThreshold","usdCents","inTotal"],"properties":{"jurisdiction":{"type":"string","description":"the export's code: DEU, CAN.P-ON, or Unattributed Revenue"},"name":{"type":"string","description":"the English name: Germany, Ontario, Canada; the code itself where no list knows it"},"kind":{"enum":["country","subdivision","unattributed"],"description":"a country, a country's subdivision (a Canadian province), or sales the engine could not place"},"ruleSetName":{"type":"string"},"currency":{"type":"string","description":"a three-letter code, or UNKNOWN for unattributed revenue"},"minorUnits":{"$ref":"#/$defs/minorUnits"},"totalSalesMinor":{"type":"integer","description":"Total Sales in the currency's own minor units (yen, cents, fils): the export's amount rounded half away from zero where the currency has fewer than two decimals"},"salesThresholdMinor":{"type":["integer","null"],"description":"the rule's sales threshold in the currency's minor units; null where the rule has none"},"percentOfThreshold":{"type":["number","null"],"description":"Sales Percentage rounded half away from zero to one decimal; null where the rule has no sales threshold"},"transactionsCount":{"type":"integer"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"},"nexusThresholdType":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"]},"usdCents":{"type":["integer","null"],"description":"Total Sales × fx.csv's rate, rounded half away from zero to the cent (of the export's exact amount); null without fx.csv, where the currency has no rate, and for unattributed revenue"},"inTotal":{"type":"boolean","description":"counted in the entity's sales abroad: a country, or a subdivision whose country has no row of its own (a province's sales are part of its country's)"}}}}};
const pattern55 = new RegExp("^[0-9]+\\.[0-9]{6}$", "u");

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reportPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportPath"},message:"must have required property '"+"reportPath"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.separatePath === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "separatePath"},message:"must have required property '"+"separatePath"+"'",schema:schema71.required,parentSchema:schema71,data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
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
if(!pattern12.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema71.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data0};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.name.type,parentSchema:schema71.properties.name,data:data1};
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
const err9 = {instancePath:instancePath+"/colour",schemaPath:"#/$defs/colour/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values",schema:schema72.enum,parentSchema:schema72,data:data2};
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
const err10 = {instancePath:instancePath+"/reportPath",schemaPath:"#/properties/reportPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.reportPath.type,parentSchema:schema71.properties.reportPath,data:data3};
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
const err11 = {instancePath:instancePath+"/separatePath",schemaPath:"#/properties/separatePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.separatePath.type,parentSchema:schema71.properties.separatePath,data:data4};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ruleSetName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ruleSetName"},message:"must have required property '"+"ruleSetName"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.currency === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.minorUnits === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minorUnits"},message:"must have required property '"+"minorUnits"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalSalesMinor === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalSalesMinor"},message:"must have required property '"+"totalSalesMinor"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.salesThresholdMinor === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesThresholdMinor"},message:"must have required property '"+"salesThresholdMinor"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.percentOfThreshold === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfThreshold"},message:"must have required property '"+"percentOfThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.transactionsCount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.transactionsThreshold === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsThreshold"},message:"must have required property '"+"transactionsThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.percentOfTransactionsThreshold === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfTransactionsThreshold"},message:"must have required property '"+"percentOfTransactionsThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.nexusThresholdType === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusThresholdType"},message:"must have required property '"+"nexusThresholdType"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.overallStatus === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.dateCrossedThreshold === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.usdCents === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.inTotal === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inTotal"},message:"must have required property '"+"inTotal"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema118.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.jurisdiction !== undefined){
let data0 = data.jurisdiction;
if(typeof data0 !== "string"){
const err18 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.jurisdiction.type,parentSchema:schema118.properties.jurisdiction,data:data0};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.name.type,parentSchema:schema118.properties.name,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.kind !== undefined){
let data2 = data.kind;
if(!(((data2 === "country") || (data2 === "subdivision")) || (data2 === "unattributed"))){
const err20 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema118.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.kind.enum,parentSchema:schema118.properties.kind,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ruleSetName !== undefined){
let data3 = data.ruleSetName;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/ruleSetName",schemaPath:"#/properties/ruleSetName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.ruleSetName.type,parentSchema:schema118.properties.ruleSetName,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.currency !== undefined){
let data4 = data.currency;
if(typeof data4 !== "string"){
const err22 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.currency.type,parentSchema:schema118.properties.currency,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.minorUnits !== undefined){
let data5 = data.minorUnits;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err23 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema114.type,parentSchema:schema114,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 3 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3",schema:3,parentSchema:schema114,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema114,data:data5};
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
if(data.totalSalesMinor !== undefined){
let data6 = data.totalSalesMinor;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/totalSalesMinor",schemaPath:"#/properties/totalSalesMinor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema118.properties.totalSalesMinor.type,parentSchema:schema118.properties.totalSalesMinor,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.salesThresholdMinor !== undefined){
let data7 = data.salesThresholdMinor;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err27 = {instancePath:instancePath+"/salesThresholdMinor",schemaPath:"#/properties/salesThresholdMinor/type",keyword:"type",params:{type: schema118.properties.salesThresholdMinor.type},message:"must be integer,null",schema:schema118.properties.salesThresholdMinor.type,parentSchema:schema118.properties.salesThresholdMinor,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.percentOfThreshold !== undefined){
let data8 = data.percentOfThreshold;
if((!((typeof data8 == "number") && (isFinite(data8)))) && (data8 !== null)){
const err28 = {instancePath:instancePath+"/percentOfThreshold",schemaPath:"#/properties/percentOfThreshold/type",keyword:"type",params:{type: schema118.properties.percentOfThreshold.type},message:"must be number,null",schema:schema118.properties.percentOfThreshold.type,parentSchema:schema118.properties.percentOfThreshold,data:data8};
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
let data9 = data.transactionsCount;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err29 = {instancePath:instancePath+"/transactionsCount",schemaPath:"#/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema118.properties.transactionsCount.type,parentSchema:schema118.properties.transactionsCount,data:data9};
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
let data10 = data.transactionsThreshold;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err30 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/type",keyword:"type",params:{type: schema118.properties.transactionsThreshold.type},message:"must be integer,null",schema:schema118.properties.transactionsThreshold.type,parentSchema:schema118.properties.transactionsThreshold,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema118.properties.transactionsThreshold,data:data10};
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
if(data.percentOfTransactionsThreshold !== undefined){
let data11 = data.percentOfTransactionsThreshold;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
const err32 = {instancePath:instancePath+"/percentOfTransactionsThreshold",schemaPath:"#/properties/percentOfTransactionsThreshold/type",keyword:"type",params:{type: schema118.properties.percentOfTransactionsThreshold.type},message:"must be number,null",schema:schema118.properties.percentOfTransactionsThreshold.type,parentSchema:schema118.properties.percentOfTransactionsThreshold,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.nexusThresholdType !== undefined){
let data12 = data.nexusThresholdType;
if(typeof data12 !== "string"){
const err33 = {instancePath:instancePath+"/nexusThresholdType",schemaPath:"#/properties/nexusThresholdType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.nexusThresholdType.type,parentSchema:schema118.properties.nexusThresholdType,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.overallStatus !== undefined){
let data13 = data.overallStatus;
if(!((((((data13 === "Crossed Threshold") || (data13 === "Approaching")) || (data13 === "Exposed")) || (data13 === "Not Exposed")) || (data13 === "No Sales Tax")) || (data13 === "Not Determined"))){
const err34 = {instancePath:instancePath+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values",schema:schema101.enum,parentSchema:schema101,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.dateCrossedThreshold !== undefined){
let data14 = data.dateCrossedThreshold;
if((typeof data14 !== "string") && (data14 !== null)){
const err35 = {instancePath:instancePath+"/dateCrossedThreshold",schemaPath:"#/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema118.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema118.properties.dateCrossedThreshold.type,parentSchema:schema118.properties.dateCrossedThreshold,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.usdCents !== undefined){
let data15 = data.usdCents;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err36 = {instancePath:instancePath+"/usdCents",schemaPath:"#/properties/usdCents/type",keyword:"type",params:{type: schema118.properties.usdCents.type},message:"must be integer,null",schema:schema118.properties.usdCents.type,parentSchema:schema118.properties.usdCents,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.inTotal !== undefined){
let data16 = data.inTotal;
if(typeof data16 !== "boolean"){
const err37 = {instancePath:instancePath+"/inTotal",schemaPath:"#/properties/inTotal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.inTotal.type,parentSchema:schema118.properties.inTotal,data:data16};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.type,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/international.schema.json" */;
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
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hasRates === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasRates"},message:"must have required property '"+"hasRates"+"'",schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rates === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rates"},message:"must have required property '"+"rates"+"'",schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.salesAbroad === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesAbroad"},message:"must have required property '"+"salesAbroad"+"'",schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.statusCounts === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusCounts"},message:"must have required property '"+"statusCounts"+"'",schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entities === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "study") || (key0 === "hasRates")) || (key0 === "rates")) || (key0 === "salesAbroad")) || (key0 === "statusCounts")) || (key0 === "entities"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.study !== undefined){
let data0 = data.study;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.taxYear === undefined){
const err7 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "taxYear"},message:"must have required property '"+"taxYear"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.productName === undefined){
const err8 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.recommendationsPath === undefined){
const err9 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/required",keyword:"required",params:{missingProperty: "recommendationsPath"},message:"must have required property '"+"recommendationsPath"+"'",schema:schema67.required,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "taxYear") || (key1 === "productName")) || (key1 === "recommendationsPath"))){
const err10 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.taxYear !== undefined){
let data1 = data0.taxYear;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err11 = {instancePath:instancePath+"/study/taxYear",schemaPath:"../common.schema.json#/$defs/studyRef/properties/taxYear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.taxYear.type,parentSchema:schema67.properties.taxYear,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.productName !== undefined){
let data2 = data0.productName;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/study/productName",schemaPath:"../common.schema.json#/$defs/studyRef/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.productName.type,parentSchema:schema67.properties.productName,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.recommendationsPath !== undefined){
let data3 = data0.recommendationsPath;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/study/recommendationsPath",schemaPath:"../common.schema.json#/$defs/studyRef/properties/recommendationsPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.recommendationsPath.type,parentSchema:schema67.properties.recommendationsPath,data:data3};
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
else {
const err14 = {instancePath:instancePath+"/study",schemaPath:"../common.schema.json#/$defs/studyRef/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.hasRates !== undefined){
let data4 = data.hasRates;
if(typeof data4 !== "boolean"){
const err15 = {instancePath:instancePath+"/hasRates",schemaPath:"#/properties/hasRates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema112.properties.hasRates.type,parentSchema:schema112.properties.hasRates,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.rates !== undefined){
let data5 = data.rates;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.currency === undefined){
const err16 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema112.properties.rates.items.required,parentSchema:schema112.properties.rates.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.usdPerUnit === undefined){
const err17 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/required",keyword:"required",params:{missingProperty: "usdPerUnit"},message:"must have required property '"+"usdPerUnit"+"'",schema:schema112.properties.rates.items.required,parentSchema:schema112.properties.rates.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.minorUnits === undefined){
const err18 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/required",keyword:"required",params:{missingProperty: "minorUnits"},message:"must have required property '"+"minorUnits"+"'",schema:schema112.properties.rates.items.required,parentSchema:schema112.properties.rates.items,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data6){
if(!(((key2 === "currency") || (key2 === "usdPerUnit")) || (key2 === "minorUnits"))){
const err19 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema112.properties.rates.items,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.currency !== undefined){
let data7 = data6.currency;
if(typeof data7 === "string"){
if(!pattern48.test(data7)){
const err20 = {instancePath:instancePath+"/rates/" + i0+"/currency",schemaPath:"#/properties/rates/items/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\"",schema:"^[A-Z]{3}$",parentSchema:schema112.properties.rates.items.properties.currency,data:data7};
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
const err21 = {instancePath:instancePath+"/rates/" + i0+"/currency",schemaPath:"#/properties/rates/items/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema112.properties.rates.items.properties.currency.type,parentSchema:schema112.properties.rates.items.properties.currency,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.usdPerUnit !== undefined){
let data8 = data6.usdPerUnit;
if(typeof data8 === "string"){
if(!pattern55.test(data8)){
const err22 = {instancePath:instancePath+"/rates/" + i0+"/usdPerUnit",schemaPath:"#/properties/rates/items/properties/usdPerUnit/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{6}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{6}$"+"\"",schema:"^[0-9]+\\.[0-9]{6}$",parentSchema:schema112.properties.rates.items.properties.usdPerUnit,data:data8};
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
const err23 = {instancePath:instancePath+"/rates/" + i0+"/usdPerUnit",schemaPath:"#/properties/rates/items/properties/usdPerUnit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema112.properties.rates.items.properties.usdPerUnit.type,parentSchema:schema112.properties.rates.items.properties.usdPerUnit,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.minorUnits !== undefined){
let data9 = data6.minorUnits;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err24 = {instancePath:instancePath+"/rates/" + i0+"/minorUnits",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema114.type,parentSchema:schema114,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 3 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/rates/" + i0+"/minorUnits",schemaPath:"#/$defs/minorUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3",schema:3,parentSchema:schema114,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/rates/" + i0+"/minorUnits",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema114,data:data9};
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
}
else {
const err27 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema112.properties.rates.items.type,parentSchema:schema112.properties.rates.items,data:data6};
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
else {
const err28 = {instancePath:instancePath+"/rates",schemaPath:"#/properties/rates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema112.properties.rates.type,parentSchema:schema112.properties.rates,data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.salesAbroad !== undefined){
let data10 = data.salesAbroad;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.usdCents === undefined){
const err29 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema112.properties.salesAbroad.required,parentSchema:schema112.properties.salesAbroad,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.currenciesWithoutRate === undefined){
const err30 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/required",keyword:"required",params:{missingProperty: "currenciesWithoutRate"},message:"must have required property '"+"currenciesWithoutRate"+"'",schema:schema112.properties.salesAbroad.required,parentSchema:schema112.properties.salesAbroad,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key3 in data10){
if(!((key3 === "usdCents") || (key3 === "currenciesWithoutRate"))){
const err31 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema112.properties.salesAbroad,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.usdCents !== undefined){
let data11 = data10.usdCents;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
const err32 = {instancePath:instancePath+"/salesAbroad/usdCents",schemaPath:"#/properties/salesAbroad/properties/usdCents/type",keyword:"type",params:{type: schema112.properties.salesAbroad.properties.usdCents.type},message:"must be integer,null",schema:schema112.properties.salesAbroad.properties.usdCents.type,parentSchema:schema112.properties.salesAbroad.properties.usdCents,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.currenciesWithoutRate !== undefined){
let data12 = data10.currenciesWithoutRate;
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.currency === undefined){
const err33 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.required,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.entities === undefined){
const err34 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.required,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key4 in data13){
if(!((key4 === "currency") || (key4 === "entities"))){
const err35 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data13.currency !== undefined){
let data14 = data13.currency;
if(typeof data14 !== "string"){
const err36 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1+"/currency",schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.currency.type,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.currency,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.entities !== undefined){
let data15 = data13.entities;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(typeof data16 !== "string"){
const err37 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1+"/entities/" + i2,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/properties/entities/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities.items.type,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities.items,data:data16};
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
const err38 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1+"/entities",schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities.type,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities,data:data15};
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
const err39 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items.type,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate",schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema112.properties.salesAbroad.properties.currenciesWithoutRate.type,parentSchema:schema112.properties.salesAbroad.properties.currenciesWithoutRate,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema112.properties.salesAbroad.type,parentSchema:schema112.properties.salesAbroad,data:data10};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.statusCounts !== undefined){
let data17 = data.statusCounts;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.crossed === undefined){
const err42 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "crossed"},message:"must have required property '"+"crossed"+"'",schema:schema112.properties.statusCounts.required,parentSchema:schema112.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data17.approaching === undefined){
const err43 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "approaching"},message:"must have required property '"+"approaching"+"'",schema:schema112.properties.statusCounts.required,parentSchema:schema112.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17.exposed === undefined){
const err44 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "exposed"},message:"must have required property '"+"exposed"+"'",schema:schema112.properties.statusCounts.required,parentSchema:schema112.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data17.other === undefined){
const err45 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "other"},message:"must have required property '"+"other"+"'",schema:schema112.properties.statusCounts.required,parentSchema:schema112.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key5 in data17){
if(!((((key5 === "crossed") || (key5 === "approaching")) || (key5 === "exposed")) || (key5 === "other"))){
const err46 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema112.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data17.crossed !== undefined){
let data18 = data17.crossed;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err47 = {instancePath:instancePath+"/statusCounts/crossed",schemaPath:"#/properties/statusCounts/properties/crossed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema112.properties.statusCounts.properties.crossed.type,parentSchema:schema112.properties.statusCounts.properties.crossed,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err48 = {instancePath:instancePath+"/statusCounts/crossed",schemaPath:"#/properties/statusCounts/properties/crossed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema112.properties.statusCounts.properties.crossed,data:data18};
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
if(data17.approaching !== undefined){
let data19 = data17.approaching;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err49 = {instancePath:instancePath+"/statusCounts/approaching",schemaPath:"#/properties/statusCounts/properties/approaching/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema112.properties.statusCounts.properties.approaching.type,parentSchema:schema112.properties.statusCounts.properties.approaching,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err50 = {instancePath:instancePath+"/statusCounts/approaching",schemaPath:"#/properties/statusCounts/properties/approaching/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema112.properties.statusCounts.properties.approaching,data:data19};
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
if(data17.exposed !== undefined){
let data20 = data17.exposed;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err51 = {instancePath:instancePath+"/statusCounts/exposed",schemaPath:"#/properties/statusCounts/properties/exposed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema112.properties.statusCounts.properties.exposed.type,parentSchema:schema112.properties.statusCounts.properties.exposed,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err52 = {instancePath:instancePath+"/statusCounts/exposed",schemaPath:"#/properties/statusCounts/properties/exposed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema112.properties.statusCounts.properties.exposed,data:data20};
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
if(data17.other !== undefined){
let data21 = data17.other;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err53 = {instancePath:instancePath+"/statusCounts/other",schemaPath:"#/properties/statusCounts/properties/other/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema112.properties.statusCounts.properties.other.type,parentSchema:schema112.properties.statusCounts.properties.other,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err54 = {instancePath:instancePath+"/statusCounts/other",schemaPath:"#/properties/statusCounts/properties/other/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema112.properties.statusCounts.properties.other,data:data21};
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
}
else {
const err55 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema112.properties.statusCounts.type,parentSchema:schema112.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.entities !== undefined){
let data22 = data.entities;
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
let data23 = data22[i3];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.entity === undefined){
const err56 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema112.properties.entities.items.required,parentSchema:schema112.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data23.potentiallyInternational === undefined){
const err57 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "potentiallyInternational"},message:"must have required property '"+"potentiallyInternational"+"'",schema:schema112.properties.entities.items.required,parentSchema:schema112.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data23.salesAbroad === undefined){
const err58 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "salesAbroad"},message:"must have required property '"+"salesAbroad"+"'",schema:schema112.properties.entities.items.required,parentSchema:schema112.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data23.jurisdictions === undefined){
const err59 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "jurisdictions"},message:"must have required property '"+"jurisdictions"+"'",schema:schema112.properties.entities.items.required,parentSchema:schema112.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key6 in data23){
if(!((((key6 === "entity") || (key6 === "potentiallyInternational")) || (key6 === "salesAbroad")) || (key6 === "jurisdictions"))){
const err60 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema112.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data23.entity !== undefined){
if(!(validate50(data23.entity, {instancePath:instancePath+"/entities/" + i3+"/entity",parentData:data23,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
if(data23.potentiallyInternational !== undefined){
let data25 = data23.potentiallyInternational;
if(typeof data25 !== "boolean"){
const err61 = {instancePath:instancePath+"/entities/" + i3+"/potentiallyInternational",schemaPath:"#/properties/entities/items/properties/potentiallyInternational/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema112.properties.entities.items.properties.potentiallyInternational.type,parentSchema:schema112.properties.entities.items.properties.potentiallyInternational,data:data25};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data23.salesAbroad !== undefined){
let data26 = data23.salesAbroad;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.usdCents === undefined){
const err62 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema117.required,parentSchema:schema117,data:data26};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data26.currenciesWithoutRate === undefined){
const err63 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "currenciesWithoutRate"},message:"must have required property '"+"currenciesWithoutRate"+"'",schema:schema117.required,parentSchema:schema117,data:data26};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key7 in data26){
if(!((key7 === "usdCents") || (key7 === "currenciesWithoutRate"))){
const err64 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema117,data:data26};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data26.usdCents !== undefined){
let data27 = data26.usdCents;
if((!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))) && (data27 !== null)){
const err65 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad/usdCents",schemaPath:"#/$defs/salesAbroad/properties/usdCents/type",keyword:"type",params:{type: schema117.properties.usdCents.type},message:"must be integer,null",schema:schema117.properties.usdCents.type,parentSchema:schema117.properties.usdCents,data:data27};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data26.currenciesWithoutRate !== undefined){
let data28 = data26.currenciesWithoutRate;
if(Array.isArray(data28)){
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
if(typeof data29 !== "string"){
const err66 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad/currenciesWithoutRate/" + i4,schemaPath:"#/$defs/salesAbroad/properties/currenciesWithoutRate/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema117.properties.currenciesWithoutRate.items.type,parentSchema:schema117.properties.currenciesWithoutRate.items,data:data29};
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
else {
const err67 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad/currenciesWithoutRate",schemaPath:"#/$defs/salesAbroad/properties/currenciesWithoutRate/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema117.properties.currenciesWithoutRate.type,parentSchema:schema117.properties.currenciesWithoutRate,data:data28};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema117.type,parentSchema:schema117,data:data26};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data23.jurisdictions !== undefined){
let data30 = data23.jurisdictions;
if(Array.isArray(data30)){
const len5 = data30.length;
for(let i5=0; i5<len5; i5++){
if(!(validate52(data30[i5], {instancePath:instancePath+"/entities/" + i3+"/jurisdictions/" + i5,parentData:data30,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err69 = {instancePath:instancePath+"/entities/" + i3+"/jurisdictions",schemaPath:"#/properties/entities/items/properties/jurisdictions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema112.properties.entities.items.properties.jurisdictions.type,parentSchema:schema112.properties.entities.items.properties.jurisdictions,data:data30};
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
const err70 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema112.properties.entities.items.type,parentSchema:schema112.properties.entities.items,data:data23};
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
const err71 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema112.properties.entities.type,parentSchema:schema112.properties.entities,data:data22};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema112.type,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

