// Generated from schemas/*.schema.json by `npm run schemas` (ajv standalone code). Do not edit.
"use strict";
exports.input_study = validate20;
const schema31 = {"$id":"input/study.schema.json","title":"StudyManifest","description":"study.json: the manifest of a raw study","type":"object","additionalProperties":false,"required":["taxYear","product","rates","defaultStatuses","recommendations","entities"],"properties":{"taxYear":{"type":"integer","minimum":1900,"maximum":2999,"description":"a four-digit tax year such as 2024"},"product":{"type":"object","additionalProperties":false,"required":["name","slug"],"properties":{"name":{"$ref":"#/$defs/displayName"},"slug":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"lower-case words joined by hyphens, such as \"northwind\""}}},"rates":{"$ref":"#/$defs/relativePath"},"defaultStatuses":{"$ref":"#/$defs/relativePath"},"recommendations":{"$ref":"#/$defs/relativePath"},"thresholds":{"$ref":"#/$defs/relativePath","description":"thresholds.csv: each state's economic nexus rule, needed when an entity names transactions or daily (TRANSACTIONS.md)"},"fx":{"$ref":"#/$defs/relativePath","description":"fx.csv: Currency,USD Per Unit, what one unit of each currency of the activity abroad is worth in US dollars; with it, amounts abroad also show their USD equivalents"},"entities":{"type":"array","minItems":1,"description":"a list of at least one entity, in display order","items":{"type":"object","additionalProperties":false,"required":["code","name","colour"],"properties":{"code":{"type":"string","pattern":"^[A-Z0-9]{1,4}$","description":"one to four capital letters or digits, such as \"A\""},"name":{"$ref":"#/$defs/displayName"},"colour":{"enum":["green","blue","amber","red","purple","pink","teal","orange","indigo","slate"],"description":"one of green, blue, amber, red, purple, pink, teal, orange, indigo, slate"},"revenue":{"$ref":"#/$defs/relativePath"},"nexus":{"$ref":"#/$defs/relativePath"},"transactions":{"$ref":"#/$defs/relativePath","description":"the entity's dated sales, Date,State,Amount, such as \"transactions/A.csv\""},"daily":{"$ref":"#/$defs/relativePath","description":"the entity's sales already summed per state and day, Date,State,Sales,Transactions, such as \"daily/A.csv\""}}}}},"$defs":{"displayName":{"type":"string","pattern":"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$","description":"a display name of at least one character, without control characters (tabs, line breaks) or the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069), such as \"Client A\""},"relativePath":{"type":"string","pattern":"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$","description":"a .csv path relative to the study folder, such as \"revenue/A.csv\""}}};
const schema32 = {"type":"string","pattern":"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$","description":"a display name of at least one character, without control characters (tabs, line breaks) or the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069), such as \"Client A\""};
const schema33 = {"type":"string","pattern":"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$","description":"a .csv path relative to the study folder, such as \"revenue/A.csv\""};
const pattern4 = new RegExp("^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$", "u");
const pattern5 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern6 = new RegExp("^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$", "u");
const pattern11 = new RegExp("^[A-Z0-9]{1,4}$", "u");

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
if(!((((((((key0 === "taxYear") || (key0 === "product")) || (key0 === "rates")) || (key0 === "defaultStatuses")) || (key0 === "recommendations")) || (key0 === "thresholds")) || (key0 === "fx")) || (key0 === "entities"))){
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
if(data.entities !== undefined){
let data9 = data.entities;
if(Array.isArray(data9)){
if(data9.length < 1){
const err28 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.entities,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.code === undefined){
const err29 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.name === undefined){
const err30 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.colour === undefined){
const err31 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "colour"},message:"must have required property '"+"colour"+"'",schema:schema31.properties.entities.items.required,parentSchema:schema31.properties.entities.items,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key2 in data10){
if(!(((((((key2 === "code") || (key2 === "name")) || (key2 === "colour")) || (key2 === "revenue")) || (key2 === "nexus")) || (key2 === "transactions")) || (key2 === "daily"))){
const err32 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.entities.items,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.code !== undefined){
let data11 = data10.code;
if(typeof data11 === "string"){
if(!pattern11.test(data11)){
const err33 = {instancePath:instancePath+"/entities/" + i0+"/code",schemaPath:"#/properties/entities/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema31.properties.entities.items.properties.code,data:data11};
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
const err34 = {instancePath:instancePath+"/entities/" + i0+"/code",schemaPath:"#/properties/entities/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.entities.items.properties.code.type,parentSchema:schema31.properties.entities.items.properties.code,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.name !== undefined){
let data12 = data10.name;
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
const err35 = {instancePath:instancePath+"/entities/" + i0+"/name",schemaPath:"#/$defs/displayName/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]+$",parentSchema:schema32,data:data12};
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
const err36 = {instancePath:instancePath+"/entities/" + i0+"/name",schemaPath:"#/$defs/displayName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.colour !== undefined){
let data13 = data10.colour;
if(!((((((((((data13 === "green") || (data13 === "blue")) || (data13 === "amber")) || (data13 === "red")) || (data13 === "purple")) || (data13 === "pink")) || (data13 === "teal")) || (data13 === "orange")) || (data13 === "indigo")) || (data13 === "slate"))){
const err37 = {instancePath:instancePath+"/entities/" + i0+"/colour",schemaPath:"#/properties/entities/items/properties/colour/enum",keyword:"enum",params:{allowedValues: schema31.properties.entities.items.properties.colour.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.entities.items.properties.colour.enum,parentSchema:schema31.properties.entities.items.properties.colour,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.revenue !== undefined){
let data14 = data10.revenue;
if(typeof data14 === "string"){
if(!pattern6.test(data14)){
const err38 = {instancePath:instancePath+"/entities/" + i0+"/revenue",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data14};
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
const err39 = {instancePath:instancePath+"/entities/" + i0+"/revenue",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data10.nexus !== undefined){
let data15 = data10.nexus;
if(typeof data15 === "string"){
if(!pattern6.test(data15)){
const err40 = {instancePath:instancePath+"/entities/" + i0+"/nexus",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data15};
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
const err41 = {instancePath:instancePath+"/entities/" + i0+"/nexus",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data10.transactions !== undefined){
let data16 = data10.transactions;
if(typeof data16 === "string"){
if(!pattern6.test(data16)){
const err42 = {instancePath:instancePath+"/entities/" + i0+"/transactions",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data16};
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
const err43 = {instancePath:instancePath+"/entities/" + i0+"/transactions",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data10.daily !== undefined){
let data17 = data10.daily;
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err44 = {instancePath:instancePath+"/entities/" + i0+"/daily",schemaPath:"#/$defs/relativePath/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"},message:"must match pattern \""+"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$"+"\"",schema:"^(?!/)(?!.*(^|/)\\.\\.(/|$)).+\\.csv$",parentSchema:schema33,data:data17};
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
const err45 = {instancePath:instancePath+"/entities/" + i0+"/daily",schemaPath:"#/$defs/relativePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data17};
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
const err46 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.entities.items.type,parentSchema:schema31.properties.entities.items,data:data10};
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
const err47 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.entities.type,parentSchema:schema31.properties.entities,data:data9};
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
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_rates = validate21;
const schema43 = {"$id":"input/rates.schema.json","title":"RateRow","description":"one row of rates.csv","type":"object","additionalProperties":false,"required":["State","Rate"],"properties":{"State":{"type":"string","pattern":"^[A-Z]{2}$","description":"a two-letter state code such as \"AZ\""},"Rate":{"type":"string","pattern":"^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$","description":"a percentage from 0 to 100 with at most three decimal places, such as \"8.379\""}}};
const pattern17 = new RegExp("^[A-Z]{2}$", "u");
const pattern18 = new RegExp("^(100(\\.0{1,3})?|[0-9]{1,2}(\\.[0-9]{1,3})?)$", "u");

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
if(!pattern17.test(data0)){
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
if(!pattern18.test(data1)){
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
if(!pattern17.test(data0)){
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
const pattern21 = new RegExp("^(Potentially International|[A-Z]{2}( [A-Z]{2})*)$", "u");
const func1 = require("ajv/dist/runtime/ucs2length").default;

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
if(!pattern11.test(data0)){
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
if(!pattern21.test(data1)){
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
if(func1(data2) < 1){
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
const pattern22 = new RegExp("^-?[0-9]+(\\.[0-9]{1,2})?$", "u");

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
if(!pattern22.test(data1)){
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
const func2 = Object.prototype.hasOwnProperty;
const pattern23 = new RegExp("^(USA\\.S-[A-Z]{2}|[A-Z]{3}|CAN\\.P-[A-Z]{2}|Unattributed Revenue)$", "u");
const pattern24 = new RegExp("^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?$", "u");
const pattern26 = new RegExp("^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?)?)?$", "u");
const pattern27 = new RegExp("^(-?[0-9]+)?$", "u");
const pattern29 = new RegExp("^(-?[0-9]+(\\.[0-9]{1,2})?)?$", "u");
const pattern33 = new RegExp("^([A-Z]{3}|UNKNOWN)$", "u");

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
if(!(func2.call(schema49.properties, key0))){
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
if(!pattern23.test(data0)){
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
if(!pattern24.test(data2)){
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
if(!pattern24.test(data3)){
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
if(!pattern26.test(data4)){
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
if(!pattern27.test(data5)){
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
if(!pattern27.test(data6)){
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
if(!pattern29.test(data7)){
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
if(!pattern29.test(data8)){
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
if(!pattern29.test(data9)){
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
if(!pattern29.test(data10)){
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
if(!pattern33.test(data11)){
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
if(!pattern29.test(data12)){
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
if(!pattern29.test(data13)){
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
const schema63 = {"$id":"input/thresholds.schema.json","title":"ThresholdRow","description":"one row of thresholds.csv: a state's economic nexus rule (TRANSACTIONS.md)","type":"object","additionalProperties":false,"required":["State","Threshold Type","Sales Threshold","Transactions Threshold","Period Type"],"properties":{"State":{"$ref":"../common.schema.json#/$defs/usStateCode"},"Threshold Type":{"enum":["Sales","Transactions","Transactions Or Sales","Transactions And Sales","No Sales Tax"],"description":"one of Sales, Transactions, Transactions Or Sales, Transactions And Sales, No Sales Tax"},"Sales Threshold":{"type":"string","pattern":"^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$","description":"a positive plain decimal in USD with at most two decimal places, such as \"100000.00\", or blank where the threshold type has no sales part"},"Transactions Threshold":{"type":"string","pattern":"^([1-9][0-9]{0,8})?$","description":"a whole number of transactions, 1 or more, such as \"200\", or blank where the threshold type has no transactions part"},"Period Type":{"enum":["Previous Calendar Year","Previous Or Current Calendar Year","Previous 12 Months","Previous Four Calendar Quarters","Twelve Month Ending Sept","Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed","Previous Four New York Sales Tax Quarters"],"description":"one of the seven period types of TRANSACTIONS.md, such as \"Previous Or Current Calendar Year\""}},"allOf":[{"if":{"properties":{"Threshold Type":{"enum":["Sales","Transactions Or Sales","Transactions And Sales"]}}},"then":{"properties":{"Sales Threshold":{"type":"string","minLength":1,"description":"a sales threshold, since the threshold type has a sales part: a positive plain decimal in USD such as \"100000.00\""}}}},{"if":{"properties":{"Threshold Type":{"enum":["Transactions","No Sales Tax"]}}},"then":{"properties":{"Sales Threshold":{"type":"string","maxLength":0,"description":"blank, since the threshold type has no sales part"}}}},{"if":{"properties":{"Threshold Type":{"enum":["Transactions","Transactions Or Sales","Transactions And Sales"]}}},"then":{"properties":{"Transactions Threshold":{"type":"string","minLength":1,"description":"a transactions threshold, since the threshold type has a transactions part: a whole number such as \"200\""}}}},{"if":{"properties":{"Threshold Type":{"enum":["Sales","No Sales Tax"]}}},"then":{"properties":{"Transactions Threshold":{"type":"string","maxLength":0,"description":"blank, since the threshold type has no transactions part"}}}}]};
const pattern36 = new RegExp("^((?!0*(\\.0*)?$)[0-9]+(\\.[0-9]{1,2})?)?$", "u");
const pattern37 = new RegExp("^([1-9][0-9]{0,8})?$", "u");

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
if(func1(data3) > 0){
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
if(func1(data5) < 1){
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
if(func1(data7) > 0){
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
if(!(((((key0 === "State") || (key0 === "Threshold Type")) || (key0 === "Sales Threshold")) || (key0 === "Transactions Threshold")) || (key0 === "Period Type"))){
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
if(!pattern36.test(data10)){
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
if(!pattern37.test(data11)){
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
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.input_fx = validate28;
const schema65 = {"$id":"input/fx.schema.json","title":"FxRow","description":"one row of fx.csv: what one unit of a currency is worth in US dollars","type":"object","additionalProperties":false,"required":["Currency","USD Per Unit"],"properties":{"Currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"an ISO 4217 currency code of three capitals, such as \"EUR\""},"USD Per Unit":{"type":"string","pattern":"^(?=[0-9.]*[1-9])[0-9]{1,9}(\\.[0-9]{1,6})?$","description":"a positive decimal with at most six places and no thousands separators, such as \"1.083500\""}}};
const pattern38 = new RegExp("^[A-Z]{3}$", "u");
const pattern39 = new RegExp("^(?=[0-9.]*[1-9])[0-9]{1,9}(\\.[0-9]{1,6})?$", "u");

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
if(!pattern38.test(data0)){
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
if(!pattern39.test(data1)){
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
const schema66 = {"$id":"output/overview.schema.json","title":"Overview","description":"generated/overview.json: the home page","type":"object","additionalProperties":false,"required":["study","entityCount","jurisdictionsWithActivity","consolidatedPath","dataChecksPath","internationalPath","entitiesWithActivityAbroad","findingCounts","entities"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entityCount":{"type":"integer","minimum":0},"jurisdictionsWithActivity":{"type":"integer","minimum":0,"description":"distinct states with activity across all entities"},"consolidatedPath":{"type":"string"},"dataChecksPath":{"type":"string"},"internationalPath":{"type":"string","description":"the international page's route"},"entitiesWithActivityAbroad":{"type":"integer","minimum":0,"description":"entities with sales or transactions outside the US"},"findingCounts":{"$ref":"findings.schema.json#/$defs/findingCounts"},"entities":{"type":"array","items":{"title":"OverviewEntity","type":"object","additionalProperties":false,"required":["entity","statesWithActivity","statusSource"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"statesWithActivity":{"type":"integer","minimum":0},"statusSource":{"$ref":"../common.schema.json#/$defs/statusSource"}}}}}};
const schema67 = {"title":"StudyRef","type":"object","additionalProperties":false,"required":["taxYear","productName","recommendationsPath"],"properties":{"taxYear":{"type":"integer"},"productName":{"type":"string"},"recommendationsPath":{"type":"string","description":"the recommendations route, /{product slug}-recommendations"}}};
const schema70 = {"title":"FindingCounts","type":"object","additionalProperties":false,"required":["total","warning","notice"],"properties":{"total":{"type":"integer","minimum":0},"warning":{"type":"integer","minimum":0},"notice":{"type":"integer","minimum":0}}};
const schema78 = {"title":"StatusSource","description":"where the entity's statuses come from (TRANSACTIONS.md, Status source)","type":"object","additionalProperties":false,"required":["kind","disagreements","runningPath"],"properties":{"kind":{"enum":["computed","export","computed and export","default statuses"],"description":"computed from transactions or daily totals; read from the tax engine's export; computed and held against the export; or the default-status table"},"disagreements":{"type":"integer","minimum":0,"description":"states where the export's Overall Status differs from the computation; 0 unless the kind is computed and export"},"runningPath":{"type":["string","null"],"description":"the generated file of running measures (running/<CODE>.json), for a computed entity; else null"}}};
const schema71 = {"title":"EntityRef","type":"object","additionalProperties":false,"required":["code","name","colour","reportPath","separatePath"],"properties":{"code":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"},"name":{"type":"string"},"colour":{"$ref":"#/$defs/colour"},"reportPath":{"type":"string","description":"the brand report's route, such as /brand-a"},"separatePath":{"type":"string","description":"the separate-entity analysis route, such as /brand-a-separate"}}};
const schema72 = {"title":"Colour","enum":["green","blue","amber","red","purple","pink","teal","orange","indigo","slate"]};

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
if(!pattern11.test(data0)){
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(func2.call(schema66.properties, key0))){
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
if(data.entities !== undefined){
let data14 = data.entities;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.entity === undefined){
const err38 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema66.properties.entities.items.required,parentSchema:schema66.properties.entities.items,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data15.statesWithActivity === undefined){
const err39 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema66.properties.entities.items.required,parentSchema:schema66.properties.entities.items,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data15.statusSource === undefined){
const err40 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statusSource"},message:"must have required property '"+"statusSource"+"'",schema:schema66.properties.entities.items.required,parentSchema:schema66.properties.entities.items,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data15){
if(!(((key3 === "entity") || (key3 === "statesWithActivity")) || (key3 === "statusSource"))){
const err41 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema66.properties.entities.items,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data15.entity !== undefined){
if(!(validate35(data15.entity, {instancePath:instancePath+"/entities/" + i0+"/entity",parentData:data15,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
if(data15.statesWithActivity !== undefined){
let data17 = data15.statesWithActivity;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err42 = {instancePath:instancePath+"/entities/" + i0+"/statesWithActivity",schemaPath:"#/properties/entities/items/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.entities.items.properties.statesWithActivity.type,parentSchema:schema66.properties.entities.items.properties.statesWithActivity,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err43 = {instancePath:instancePath+"/entities/" + i0+"/statesWithActivity",schemaPath:"#/properties/entities/items/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.entities.items.properties.statesWithActivity,data:data17};
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
if(data15.statusSource !== undefined){
let data18 = data15.statusSource;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.kind === undefined){
const err44 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema78.required,parentSchema:schema78,data:data18};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data18.disagreements === undefined){
const err45 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "disagreements"},message:"must have required property '"+"disagreements"+"'",schema:schema78.required,parentSchema:schema78,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data18.runningPath === undefined){
const err46 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "runningPath"},message:"must have required property '"+"runningPath"+"'",schema:schema78.required,parentSchema:schema78,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key4 in data18){
if(!(((key4 === "kind") || (key4 === "disagreements")) || (key4 === "runningPath"))){
const err47 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data18.kind !== undefined){
let data19 = data18.kind;
if(!((((data19 === "computed") || (data19 === "export")) || (data19 === "computed and export")) || (data19 === "default statuses"))){
const err48 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/kind",schemaPath:"../common.schema.json#/$defs/statusSource/properties/kind/enum",keyword:"enum",params:{allowedValues: schema78.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.kind.enum,parentSchema:schema78.properties.kind,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data18.disagreements !== undefined){
let data20 = data18.disagreements;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err49 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema78.properties.disagreements.type,parentSchema:schema78.properties.disagreements,data:data20};
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
const err50 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema78.properties.disagreements,data:data20};
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
if(data18.runningPath !== undefined){
let data21 = data18.runningPath;
if((typeof data21 !== "string") && (data21 !== null)){
const err51 = {instancePath:instancePath+"/entities/" + i0+"/statusSource/runningPath",schemaPath:"../common.schema.json#/$defs/statusSource/properties/runningPath/type",keyword:"type",params:{type: schema78.properties.runningPath.type},message:"must be string,null",schema:schema78.properties.runningPath.type,parentSchema:schema78.properties.runningPath,data:data21};
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
const err52 = {instancePath:instancePath+"/entities/" + i0+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data:data18};
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
const err53 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.properties.entities.items.type,parentSchema:schema66.properties.entities.items,data:data15};
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
const err54 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema66.properties.entities.type,parentSchema:schema66.properties.entities,data:data14};
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
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_entity_report = validate37;
const schema79 = {"$id":"output/entity-report.schema.json","title":"EntityReport","description":"generated/entities/<CODE>.json: one entity's brand report and separate-entity analysis","type":"object","additionalProperties":false,"required":["study","entity","summary","states","exposures","international","findings","dataChecksPath","statusSource"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"dataChecksPath":{"type":"string"},"statusSource":{"$ref":"../common.schema.json#/$defs/statusSource"},"summary":{"title":"EntitySummary","type":"object","additionalProperties":false,"required":["totalRevenueCents","taxableRevenueCents","liabilityCents","statesWithActivity","statesWithNexus","nexusStates","taxableSharePercent","effectiveRatePercent"],"properties":{"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"statesWithActivity":{"type":"integer","minimum":0},"statesWithNexus":{"type":"integer","minimum":0},"nexusStates":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/usStateCode"}},"taxableSharePercent":{"type":"number","description":"taxable ÷ total revenue × 100, rounded half away from zero to one decimal; 0 when total is 0"},"effectiveRatePercent":{"type":"number","description":"liability ÷ taxable revenue × 100, rounded half away from zero to two decimals; 0 when taxable is 0"}}},"states":{"description":"states with activity (non-zero revenue), by state code","type":"array","items":{"title":"EntityStateRow","type":"object","additionalProperties":false,"required":["state","stateName","status","dateCrossedThreshold","revenueCents","ratePercent","taxable","taxableRevenueCents","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"status":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"],"description":"the day the threshold was crossed, for a Crossed Threshold status that has one (computed, or from the export); else null"},"revenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"taxable":{"type":"boolean"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"type":["integer","null"],"description":"null when the state is not taxable"}}}},"exposures":{"title":"Exposures","description":"US rows of the nexus export whose overall status is neither No Sales Tax nor Not Exposed, grouped; each group by state code","type":"object","additionalProperties":false,"required":["hasExport","crossed","approaching","exposed","other"],"properties":{"hasExport":{"type":"boolean","description":"false when the entity has neither a nexus export nor dated sales to compute its statuses from"},"crossed":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"approaching":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"exposed":{"type":"array","items":{"$ref":"#/$defs/exposure"}},"other":{"type":"array","items":{"$ref":"#/$defs/exposure"},"description":"rows whose overall status is blank (Not Determined), such as negative sales"}}},"international":{"title":"EntityInternational","description":"the entity's activity outside the US, from its nexus export","type":"object","additionalProperties":false,"required":["jurisdictions","salesAbroad"],"properties":{"jurisdictions":{"description":"non-US rows with sales or transactions, Crossed Threshold first, then Approaching, Exposed and the rest, by code within a group; Unattributed Revenue last","type":"array","items":{"$ref":"international.schema.json#/$defs/activityAbroad"}},"salesAbroad":{"$ref":"international.schema.json#/$defs/salesAbroad"}}},"findings":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/finding"}}},"$defs":{"exposure":{"title":"Exposure","type":"object","additionalProperties":false,"required":["jurisdiction","stateCode","stateName","overallStatus","salesAmountCents","salesThresholdCents","totalSalesCents","salesPercentage","percentOfThreshold","remainingToThresholdCents","dateCrossedThreshold","nexusThresholdType","transactionsCount","transactionsThreshold","transactionsPercentage","percentOfTransactionsThreshold"],"properties":{"jurisdiction":{"type":"string"},"stateCode":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"salesAmountCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesThresholdCents":{"$ref":"../common.schema.json#/$defs/cents"},"totalSalesCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesPercentage":{"type":"number","description":"the export's Sales Percentage, as given"},"percentOfThreshold":{"type":"number","description":"Sales Percentage rounded half away from zero to one decimal"},"remainingToThresholdCents":{"$ref":"../common.schema.json#/$defs/cents","description":"threshold minus total sales"},"dateCrossedThreshold":{"type":["string","null"]},"nexusThresholdType":{"type":"string"},"transactionsCount":{"type":"integer","description":"the export's Transactions Count"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"transactionsPercentage":{"type":["number","null"],"description":"the export's Transactions Percentage, as given; null where the rule has no transaction threshold"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"}}}}};
const schema84 = {"description":"an amount in integer cents (minor units)","type":"integer"};
const schema89 = {"title":"JurisdictionStatus","description":"an entity's status in a state; Not Determined where the export left the overall status blank","enum":["Crossed Threshold","Approaching","Exposed","Not Exposed","No Sales Tax","Not Determined"]};
const schema91 = {"description":"a combined rate in percent with at most three decimals; null when the state has no rate","type":["number","null"],"minimum":0,"maximum":100};
const schema105 = {"title":"SalesAbroad","description":"an entity's sales abroad in USD: the USD equivalents of its rows counted in the total","type":"object","additionalProperties":false,"required":["usdCents","currenciesWithoutRate"],"properties":{"usdCents":{"type":["integer","null"],"description":"the sum of the rounded USD equivalents of the rows counted in the total that have one; null without fx.csv"},"currenciesWithoutRate":{"type":"array","items":{"type":"string"},"description":"currencies of the entity's activity abroad that fx.csv has no rate for, by code: the total leaves them out"}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
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
if(!pattern11.test(data0)){
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema93 = {"title":"Exposure","type":"object","additionalProperties":false,"required":["jurisdiction","stateCode","stateName","overallStatus","salesAmountCents","salesThresholdCents","totalSalesCents","salesPercentage","percentOfThreshold","remainingToThresholdCents","dateCrossedThreshold","nexusThresholdType","transactionsCount","transactionsThreshold","transactionsPercentage","percentOfTransactionsThreshold"],"properties":{"jurisdiction":{"type":"string"},"stateCode":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"salesAmountCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesThresholdCents":{"$ref":"../common.schema.json#/$defs/cents"},"totalSalesCents":{"$ref":"../common.schema.json#/$defs/cents"},"salesPercentage":{"type":"number","description":"the export's Sales Percentage, as given"},"percentOfThreshold":{"type":"number","description":"Sales Percentage rounded half away from zero to one decimal"},"remainingToThresholdCents":{"$ref":"../common.schema.json#/$defs/cents","description":"threshold minus total sales"},"dateCrossedThreshold":{"type":["string","null"]},"nexusThresholdType":{"type":"string"},"transactionsCount":{"type":"integer","description":"the export's Transactions Count"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"transactionsPercentage":{"type":["number","null"],"description":"the export's Transactions Percentage, as given; null where the rule has no transaction threshold"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stateCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateCode"},message:"must have required property '"+"stateCode"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.stateName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.overallStatus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.salesAmountCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesAmountCents"},message:"must have required property '"+"salesAmountCents"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.salesThresholdCents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesThresholdCents"},message:"must have required property '"+"salesThresholdCents"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalSalesCents === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalSalesCents"},message:"must have required property '"+"totalSalesCents"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.salesPercentage === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesPercentage"},message:"must have required property '"+"salesPercentage"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.percentOfThreshold === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfThreshold"},message:"must have required property '"+"percentOfThreshold"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.remainingToThresholdCents === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remainingToThresholdCents"},message:"must have required property '"+"remainingToThresholdCents"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.dateCrossedThreshold === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.nexusThresholdType === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusThresholdType"},message:"must have required property '"+"nexusThresholdType"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.transactionsCount === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.transactionsThreshold === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsThreshold"},message:"must have required property '"+"transactionsThreshold"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.transactionsPercentage === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsPercentage"},message:"must have required property '"+"transactionsPercentage"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.percentOfTransactionsThreshold === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfTransactionsThreshold"},message:"must have required property '"+"percentOfTransactionsThreshold"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema93.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema93,data};
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
const err17 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.jurisdiction.type,parentSchema:schema93.properties.jurisdiction,data:data0};
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
const err19 = {instancePath:instancePath+"/stateName",schemaPath:"#/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.stateName.type,parentSchema:schema93.properties.stateName,data:data2};
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
const err20 = {instancePath:instancePath+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema89.enum},message:"must be equal to one of the allowed values",schema:schema89.enum,parentSchema:schema89,data:data3};
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
const err21 = {instancePath:instancePath+"/salesAmountCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data4};
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
const err22 = {instancePath:instancePath+"/salesThresholdCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data5};
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
const err23 = {instancePath:instancePath+"/totalSalesCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data6};
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
const err24 = {instancePath:instancePath+"/salesPercentage",schemaPath:"#/properties/salesPercentage/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema93.properties.salesPercentage.type,parentSchema:schema93.properties.salesPercentage,data:data7};
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
const err25 = {instancePath:instancePath+"/percentOfThreshold",schemaPath:"#/properties/percentOfThreshold/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema93.properties.percentOfThreshold.type,parentSchema:schema93.properties.percentOfThreshold,data:data8};
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
const err26 = {instancePath:instancePath+"/remainingToThresholdCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data9};
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
const err27 = {instancePath:instancePath+"/dateCrossedThreshold",schemaPath:"#/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema93.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema93.properties.dateCrossedThreshold.type,parentSchema:schema93.properties.dateCrossedThreshold,data:data10};
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
const err28 = {instancePath:instancePath+"/nexusThresholdType",schemaPath:"#/properties/nexusThresholdType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.nexusThresholdType.type,parentSchema:schema93.properties.nexusThresholdType,data:data11};
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
const err29 = {instancePath:instancePath+"/transactionsCount",schemaPath:"#/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema93.properties.transactionsCount.type,parentSchema:schema93.properties.transactionsCount,data:data12};
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
const err30 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/type",keyword:"type",params:{type: schema93.properties.transactionsThreshold.type},message:"must be integer,null",schema:schema93.properties.transactionsThreshold.type,parentSchema:schema93.properties.transactionsThreshold,data:data13};
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
const err31 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema93.properties.transactionsThreshold,data:data13};
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
const err32 = {instancePath:instancePath+"/transactionsPercentage",schemaPath:"#/properties/transactionsPercentage/type",keyword:"type",params:{type: schema93.properties.transactionsPercentage.type},message:"must be number,null",schema:schema93.properties.transactionsPercentage.type,parentSchema:schema93.properties.transactionsPercentage,data:data14};
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
const err33 = {instancePath:instancePath+"/percentOfTransactionsThreshold",schemaPath:"#/properties/percentOfTransactionsThreshold/type",keyword:"type",params:{type: schema93.properties.percentOfTransactionsThreshold.type},message:"must be number,null",schema:schema93.properties.percentOfTransactionsThreshold.type,parentSchema:schema93.properties.percentOfTransactionsThreshold,data:data15};
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
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema93.type,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema106 = {"title":"InternationalActivity","description":"one row of the nexus export outside the US with sales or transactions, or its Unattributed Revenue row","type":"object","additionalProperties":false,"required":["jurisdiction","name","kind","ruleSetName","currency","minorUnits","totalSalesMinor","salesThresholdMinor","percentOfThreshold","transactionsCount","transactionsThreshold","percentOfTransactionsThreshold","nexusThresholdType","overallStatus","dateCrossedThreshold","usdCents","inTotal"],"properties":{"jurisdiction":{"type":"string","description":"the export's code: DEU, CAN.P-ON, or Unattributed Revenue"},"name":{"type":"string","description":"the English name: Germany, Ontario, Canada; the code itself where no list knows it"},"kind":{"enum":["country","subdivision","unattributed"],"description":"a country, a country's subdivision (a Canadian province), or sales the engine could not place"},"ruleSetName":{"type":"string"},"currency":{"type":"string","description":"a three-letter code, or UNKNOWN for unattributed revenue"},"minorUnits":{"$ref":"#/$defs/minorUnits"},"totalSalesMinor":{"type":"integer","description":"Total Sales in the currency's own minor units (yen, cents, fils): the export's amount rounded half away from zero where the currency has fewer than two decimals"},"salesThresholdMinor":{"type":["integer","null"],"description":"the rule's sales threshold in the currency's minor units; null where the rule has none"},"percentOfThreshold":{"type":["number","null"],"description":"Sales Percentage rounded half away from zero to one decimal; null where the rule has no sales threshold"},"transactionsCount":{"type":"integer"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"},"nexusThresholdType":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"]},"usdCents":{"type":["integer","null"],"description":"Total Sales × fx.csv's rate, rounded half away from zero to the cent (of the export's exact amount); null without fx.csv, where the currency has no rate, and for unattributed revenue"},"inTotal":{"type":"boolean","description":"counted in the entity's sales abroad: a country, or a subdivision whose country has no row of its own (a province's sales are part of its country's)"}}};
const schema102 = {"type":"integer","minimum":0,"maximum":3,"description":"the currency's minor units (decimals), as Intl.NumberFormat gives them: JPY 0, EUR 2, KWD 3; 2 for UNKNOWN"};

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
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ruleSetName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ruleSetName"},message:"must have required property '"+"ruleSetName"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.currency === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.minorUnits === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minorUnits"},message:"must have required property '"+"minorUnits"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalSalesMinor === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalSalesMinor"},message:"must have required property '"+"totalSalesMinor"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.salesThresholdMinor === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesThresholdMinor"},message:"must have required property '"+"salesThresholdMinor"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.percentOfThreshold === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfThreshold"},message:"must have required property '"+"percentOfThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.transactionsCount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.transactionsThreshold === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsThreshold"},message:"must have required property '"+"transactionsThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.percentOfTransactionsThreshold === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfTransactionsThreshold"},message:"must have required property '"+"percentOfTransactionsThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.nexusThresholdType === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusThresholdType"},message:"must have required property '"+"nexusThresholdType"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.overallStatus === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.dateCrossedThreshold === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.usdCents === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.inTotal === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inTotal"},message:"must have required property '"+"inTotal"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema106.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data};
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
const err18 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.jurisdiction.type,parentSchema:schema106.properties.jurisdiction,data:data0};
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
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.name.type,parentSchema:schema106.properties.name,data:data1};
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
const err20 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema106.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema106.properties.kind.enum,parentSchema:schema106.properties.kind,data:data2};
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
const err21 = {instancePath:instancePath+"/ruleSetName",schemaPath:"#/properties/ruleSetName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.ruleSetName.type,parentSchema:schema106.properties.ruleSetName,data:data3};
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
const err22 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.currency.type,parentSchema:schema106.properties.currency,data:data4};
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
const err23 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.type,parentSchema:schema102,data:data5};
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
const err24 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3",schema:3,parentSchema:schema102,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema102,data:data5};
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
const err26 = {instancePath:instancePath+"/totalSalesMinor",schemaPath:"#/properties/totalSalesMinor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.totalSalesMinor.type,parentSchema:schema106.properties.totalSalesMinor,data:data6};
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
const err27 = {instancePath:instancePath+"/salesThresholdMinor",schemaPath:"#/properties/salesThresholdMinor/type",keyword:"type",params:{type: schema106.properties.salesThresholdMinor.type},message:"must be integer,null",schema:schema106.properties.salesThresholdMinor.type,parentSchema:schema106.properties.salesThresholdMinor,data:data7};
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
const err28 = {instancePath:instancePath+"/percentOfThreshold",schemaPath:"#/properties/percentOfThreshold/type",keyword:"type",params:{type: schema106.properties.percentOfThreshold.type},message:"must be number,null",schema:schema106.properties.percentOfThreshold.type,parentSchema:schema106.properties.percentOfThreshold,data:data8};
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
const err29 = {instancePath:instancePath+"/transactionsCount",schemaPath:"#/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.transactionsCount.type,parentSchema:schema106.properties.transactionsCount,data:data9};
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
const err30 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/type",keyword:"type",params:{type: schema106.properties.transactionsThreshold.type},message:"must be integer,null",schema:schema106.properties.transactionsThreshold.type,parentSchema:schema106.properties.transactionsThreshold,data:data10};
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
const err31 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema106.properties.transactionsThreshold,data:data10};
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
const err32 = {instancePath:instancePath+"/percentOfTransactionsThreshold",schemaPath:"#/properties/percentOfTransactionsThreshold/type",keyword:"type",params:{type: schema106.properties.percentOfTransactionsThreshold.type},message:"must be number,null",schema:schema106.properties.percentOfTransactionsThreshold.type,parentSchema:schema106.properties.percentOfTransactionsThreshold,data:data11};
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
const err33 = {instancePath:instancePath+"/nexusThresholdType",schemaPath:"#/properties/nexusThresholdType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.nexusThresholdType.type,parentSchema:schema106.properties.nexusThresholdType,data:data12};
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
const err34 = {instancePath:instancePath+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema89.enum},message:"must be equal to one of the allowed values",schema:schema89.enum,parentSchema:schema89,data:data13};
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
const err35 = {instancePath:instancePath+"/dateCrossedThreshold",schemaPath:"#/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema106.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema106.properties.dateCrossedThreshold.type,parentSchema:schema106.properties.dateCrossedThreshold,data:data14};
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
const err36 = {instancePath:instancePath+"/usdCents",schemaPath:"#/properties/usdCents/type",keyword:"type",params:{type: schema106.properties.usdCents.type},message:"must be integer,null",schema:schema106.properties.usdCents.type,parentSchema:schema106.properties.usdCents,data:data15};
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
const err37 = {instancePath:instancePath+"/inTotal",schemaPath:"#/properties/inTotal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema106.properties.inTotal.type,parentSchema:schema106.properties.inTotal,data:data16};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema73 = {"title":"Finding","type":"object","additionalProperties":false,"required":["severity","code","entity","state","message","source"],"properties":{"severity":{"enum":["warning","notice"],"description":"warning: the report may be wrong or incomplete; notice: worth a reviewer's look"},"code":{"enum":["RECOMMENDED_NOT_CROSSED","CROSSED_NOT_RECOMMENDED","STATUS_CONTRADICTS_PERCENTAGE","SALES_CROSSED_OVERALL_NOT","NEGATIVE_SALES","REVENUE_DIFFERS_FROM_EXPORT","TAXABLE_WITHOUT_RATE","EXPORT_STATUS_DIFFERS","EXPORT_DATE_DIFFERS","REVENUE_DIFFERS_FROM_TRANSACTIONS","ROWS_OUTSIDE_RANGE","CROSSED_ABROAD_NOT_MARKED","MARKED_WITHOUT_ACTIVITY_ABROAD","AMOUNT_FINER_THAN_CURRENCY","CURRENCY_WITHOUT_RATE"]},"entity":{"type":"string","description":"the entity's code; blank for a finding about the whole study (a currency without a rate)"},"state":{"anyOf":[{"$ref":"#/$defs/usStateCode"},{"const":""}],"description":"the state concerned; blank for a finding about a whole file (rows left out)"},"message":{"type":"string"},"source":{"type":"string","description":"where in the study to look, as path:line with the path relative to the study folder, such as nexus/A.csv:12"}}};

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
if(!(((((((((((((((data1 === "RECOMMENDED_NOT_CROSSED") || (data1 === "CROSSED_NOT_RECOMMENDED")) || (data1 === "STATUS_CONTRADICTS_PERCENTAGE")) || (data1 === "SALES_CROSSED_OVERALL_NOT")) || (data1 === "NEGATIVE_SALES")) || (data1 === "REVENUE_DIFFERS_FROM_EXPORT")) || (data1 === "TAXABLE_WITHOUT_RATE")) || (data1 === "EXPORT_STATUS_DIFFERS")) || (data1 === "EXPORT_DATE_DIFFERS")) || (data1 === "REVENUE_DIFFERS_FROM_TRANSACTIONS")) || (data1 === "ROWS_OUTSIDE_RANGE")) || (data1 === "CROSSED_ABROAD_NOT_MARKED")) || (data1 === "MARKED_WITHOUT_ACTIVITY_ABROAD")) || (data1 === "AMOUNT_FINER_THAN_CURRENCY")) || (data1 === "CURRENCY_WITHOUT_RATE"))){
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/entity-report.schema.json" */;
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
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.summary === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.states === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.exposures === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exposures"},message:"must have required property '"+"exposures"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.international === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international"},message:"must have required property '"+"international"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.findings === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.dataChecksPath === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataChecksPath"},message:"must have required property '"+"dataChecksPath"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.statusSource === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusSource"},message:"must have required property '"+"statusSource"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema79.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema79,data};
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
if(!(validate38(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.dataChecksPath !== undefined){
let data5 = data.dataChecksPath;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/dataChecksPath",schemaPath:"#/properties/dataChecksPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.dataChecksPath.type,parentSchema:schema79.properties.dataChecksPath,data:data5};
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
const err19 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema78.required,parentSchema:schema78,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.disagreements === undefined){
const err20 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "disagreements"},message:"must have required property '"+"disagreements"+"'",schema:schema78.required,parentSchema:schema78,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.runningPath === undefined){
const err21 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/required",keyword:"required",params:{missingProperty: "runningPath"},message:"must have required property '"+"runningPath"+"'",schema:schema78.required,parentSchema:schema78,data:data6};
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
const err22 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data:data6};
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
const err23 = {instancePath:instancePath+"/statusSource/kind",schemaPath:"../common.schema.json#/$defs/statusSource/properties/kind/enum",keyword:"enum",params:{allowedValues: schema78.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.kind.enum,parentSchema:schema78.properties.kind,data:data7};
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
const err24 = {instancePath:instancePath+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema78.properties.disagreements.type,parentSchema:schema78.properties.disagreements,data:data8};
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
const err25 = {instancePath:instancePath+"/statusSource/disagreements",schemaPath:"../common.schema.json#/$defs/statusSource/properties/disagreements/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema78.properties.disagreements,data:data8};
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
const err26 = {instancePath:instancePath+"/statusSource/runningPath",schemaPath:"../common.schema.json#/$defs/statusSource/properties/runningPath/type",keyword:"type",params:{type: schema78.properties.runningPath.type},message:"must be string,null",schema:schema78.properties.runningPath.type,parentSchema:schema78.properties.runningPath,data:data9};
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
const err27 = {instancePath:instancePath+"/statusSource",schemaPath:"../common.schema.json#/$defs/statusSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data:data6};
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
const err28 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.taxableRevenueCents === undefined){
const err29 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.liabilityCents === undefined){
const err30 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.statesWithActivity === undefined){
const err31 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.statesWithNexus === undefined){
const err32 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10.nexusStates === undefined){
const err33 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "nexusStates"},message:"must have required property '"+"nexusStates"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data10.taxableSharePercent === undefined){
const err34 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "taxableSharePercent"},message:"must have required property '"+"taxableSharePercent"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10.effectiveRatePercent === undefined){
const err35 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "effectiveRatePercent"},message:"must have required property '"+"effectiveRatePercent"+"'",schema:schema79.properties.summary.required,parentSchema:schema79.properties.summary,data:data10};
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
const err36 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema79.properties.summary,data:data10};
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
const err37 = {instancePath:instancePath+"/summary/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data11};
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
const err38 = {instancePath:instancePath+"/summary/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data12};
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
const err39 = {instancePath:instancePath+"/summary/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data13};
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
const err40 = {instancePath:instancePath+"/summary/statesWithActivity",schemaPath:"#/properties/summary/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema79.properties.summary.properties.statesWithActivity.type,parentSchema:schema79.properties.summary.properties.statesWithActivity,data:data14};
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
const err41 = {instancePath:instancePath+"/summary/statesWithActivity",schemaPath:"#/properties/summary/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema79.properties.summary.properties.statesWithActivity,data:data14};
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
const err42 = {instancePath:instancePath+"/summary/statesWithNexus",schemaPath:"#/properties/summary/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema79.properties.summary.properties.statesWithNexus.type,parentSchema:schema79.properties.summary.properties.statesWithNexus,data:data15};
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
const err43 = {instancePath:instancePath+"/summary/statesWithNexus",schemaPath:"#/properties/summary/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema79.properties.summary.properties.statesWithNexus,data:data15};
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
const err44 = {instancePath:instancePath+"/summary/nexusStates/" + i0,schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data17};
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
const err45 = {instancePath:instancePath+"/summary/nexusStates",schemaPath:"#/properties/summary/properties/nexusStates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.summary.properties.nexusStates.type,parentSchema:schema79.properties.summary.properties.nexusStates,data:data16};
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
const err46 = {instancePath:instancePath+"/summary/taxableSharePercent",schemaPath:"#/properties/summary/properties/taxableSharePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema79.properties.summary.properties.taxableSharePercent.type,parentSchema:schema79.properties.summary.properties.taxableSharePercent,data:data18};
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
const err47 = {instancePath:instancePath+"/summary/effectiveRatePercent",schemaPath:"#/properties/summary/properties/effectiveRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema79.properties.summary.properties.effectiveRatePercent.type,parentSchema:schema79.properties.summary.properties.effectiveRatePercent,data:data19};
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
const err48 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.summary.type,parentSchema:schema79.properties.summary,data:data10};
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
const err49 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data21.stateName === undefined){
const err50 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data21.status === undefined){
const err51 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data21.dateCrossedThreshold === undefined){
const err52 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data21.revenueCents === undefined){
const err53 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "revenueCents"},message:"must have required property '"+"revenueCents"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data21.ratePercent === undefined){
const err54 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "ratePercent"},message:"must have required property '"+"ratePercent"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data21.taxable === undefined){
const err55 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxable"},message:"must have required property '"+"taxable"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data21.taxableRevenueCents === undefined){
const err56 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data21.liabilityCents === undefined){
const err57 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema79.properties.states.items.required,parentSchema:schema79.properties.states.items,data:data21};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key4 in data21){
if(!(func2.call(schema79.properties.states.items.properties, key4))){
const err58 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema79.properties.states.items,data:data21};
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
const err59 = {instancePath:instancePath+"/states/" + i1+"/state",schemaPath:"../common.schema.json#/$defs/usStateCode/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values",schema:schema48.enum,parentSchema:schema48,data:data22};
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
const err60 = {instancePath:instancePath+"/states/" + i1+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.states.items.properties.stateName.type,parentSchema:schema79.properties.states.items.properties.stateName,data:data23};
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
const err61 = {instancePath:instancePath+"/states/" + i1+"/status",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema89.enum},message:"must be equal to one of the allowed values",schema:schema89.enum,parentSchema:schema89,data:data24};
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
const err62 = {instancePath:instancePath+"/states/" + i1+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema79.properties.states.items.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema79.properties.states.items.properties.dateCrossedThreshold.type,parentSchema:schema79.properties.states.items.properties.dateCrossedThreshold,data:data25};
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
const err63 = {instancePath:instancePath+"/states/" + i1+"/revenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data26};
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
const err64 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/type",keyword:"type",params:{type: schema91.type},message:"must be number,null",schema:schema91.type,parentSchema:schema91,data:data27};
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
const err65 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema91,data:data27};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data27 < 0 || isNaN(data27)){
const err66 = {instancePath:instancePath+"/states/" + i1+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema91,data:data27};
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
const err67 = {instancePath:instancePath+"/states/" + i1+"/taxable",schemaPath:"#/properties/states/items/properties/taxable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema79.properties.states.items.properties.taxable.type,parentSchema:schema79.properties.states.items.properties.taxable,data:data28};
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
const err68 = {instancePath:instancePath+"/states/" + i1+"/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data29};
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
const err69 = {instancePath:instancePath+"/states/" + i1+"/liabilityCents",schemaPath:"#/properties/states/items/properties/liabilityCents/type",keyword:"type",params:{type: schema79.properties.states.items.properties.liabilityCents.type},message:"must be integer,null",schema:schema79.properties.states.items.properties.liabilityCents.type,parentSchema:schema79.properties.states.items.properties.liabilityCents,data:data30};
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
const err70 = {instancePath:instancePath+"/states/" + i1,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.states.items.type,parentSchema:schema79.properties.states.items,data:data21};
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
const err71 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.states.type,parentSchema:schema79.properties.states,data:data20};
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
const err72 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "hasExport"},message:"must have required property '"+"hasExport"+"'",schema:schema79.properties.exposures.required,parentSchema:schema79.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data31.crossed === undefined){
const err73 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "crossed"},message:"must have required property '"+"crossed"+"'",schema:schema79.properties.exposures.required,parentSchema:schema79.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data31.approaching === undefined){
const err74 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "approaching"},message:"must have required property '"+"approaching"+"'",schema:schema79.properties.exposures.required,parentSchema:schema79.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data31.exposed === undefined){
const err75 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "exposed"},message:"must have required property '"+"exposed"+"'",schema:schema79.properties.exposures.required,parentSchema:schema79.properties.exposures,data:data31};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data31.other === undefined){
const err76 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/required",keyword:"required",params:{missingProperty: "other"},message:"must have required property '"+"other"+"'",schema:schema79.properties.exposures.required,parentSchema:schema79.properties.exposures,data:data31};
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
const err77 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema79.properties.exposures,data:data31};
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
const err78 = {instancePath:instancePath+"/exposures/hasExport",schemaPath:"#/properties/exposures/properties/hasExport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema79.properties.exposures.properties.hasExport.type,parentSchema:schema79.properties.exposures.properties.hasExport,data:data32};
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
if(!(validate40(data33[i2], {instancePath:instancePath+"/exposures/crossed/" + i2,parentData:data33,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err79 = {instancePath:instancePath+"/exposures/crossed",schemaPath:"#/properties/exposures/properties/crossed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.exposures.properties.crossed.type,parentSchema:schema79.properties.exposures.properties.crossed,data:data33};
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
if(!(validate40(data35[i3], {instancePath:instancePath+"/exposures/approaching/" + i3,parentData:data35,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err80 = {instancePath:instancePath+"/exposures/approaching",schemaPath:"#/properties/exposures/properties/approaching/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.exposures.properties.approaching.type,parentSchema:schema79.properties.exposures.properties.approaching,data:data35};
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
if(!(validate40(data37[i4], {instancePath:instancePath+"/exposures/exposed/" + i4,parentData:data37,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err81 = {instancePath:instancePath+"/exposures/exposed",schemaPath:"#/properties/exposures/properties/exposed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.exposures.properties.exposed.type,parentSchema:schema79.properties.exposures.properties.exposed,data:data37};
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
if(!(validate40(data39[i5], {instancePath:instancePath+"/exposures/other/" + i5,parentData:data39,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err82 = {instancePath:instancePath+"/exposures/other",schemaPath:"#/properties/exposures/properties/other/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.exposures.properties.other.type,parentSchema:schema79.properties.exposures.properties.other,data:data39};
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
const err83 = {instancePath:instancePath+"/exposures",schemaPath:"#/properties/exposures/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.exposures.type,parentSchema:schema79.properties.exposures,data:data31};
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
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.jurisdictions === undefined){
const err84 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/required",keyword:"required",params:{missingProperty: "jurisdictions"},message:"must have required property '"+"jurisdictions"+"'",schema:schema79.properties.international.required,parentSchema:schema79.properties.international,data:data41};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data41.salesAbroad === undefined){
const err85 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/required",keyword:"required",params:{missingProperty: "salesAbroad"},message:"must have required property '"+"salesAbroad"+"'",schema:schema79.properties.international.required,parentSchema:schema79.properties.international,data:data41};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key6 in data41){
if(!((key6 === "jurisdictions") || (key6 === "salesAbroad"))){
const err86 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema79.properties.international,data:data41};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data41.jurisdictions !== undefined){
let data42 = data41.jurisdictions;
if(Array.isArray(data42)){
const len6 = data42.length;
for(let i6=0; i6<len6; i6++){
if(!(validate50(data42[i6], {instancePath:instancePath+"/international/jurisdictions/" + i6,parentData:data42,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err87 = {instancePath:instancePath+"/international/jurisdictions",schemaPath:"#/properties/international/properties/jurisdictions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.international.properties.jurisdictions.type,parentSchema:schema79.properties.international.properties.jurisdictions,data:data42};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data41.salesAbroad !== undefined){
let data44 = data41.salesAbroad;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.usdCents === undefined){
const err88 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema105.required,parentSchema:schema105,data:data44};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data44.currenciesWithoutRate === undefined){
const err89 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "currenciesWithoutRate"},message:"must have required property '"+"currenciesWithoutRate"+"'",schema:schema105.required,parentSchema:schema105,data:data44};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
for(const key7 in data44){
if(!((key7 === "usdCents") || (key7 === "currenciesWithoutRate"))){
const err90 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema105,data:data44};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data44.usdCents !== undefined){
let data45 = data44.usdCents;
if((!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))) && (data45 !== null)){
const err91 = {instancePath:instancePath+"/international/salesAbroad/usdCents",schemaPath:"international.schema.json#/$defs/salesAbroad/properties/usdCents/type",keyword:"type",params:{type: schema105.properties.usdCents.type},message:"must be integer,null",schema:schema105.properties.usdCents.type,parentSchema:schema105.properties.usdCents,data:data45};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data44.currenciesWithoutRate !== undefined){
let data46 = data44.currenciesWithoutRate;
if(Array.isArray(data46)){
const len7 = data46.length;
for(let i7=0; i7<len7; i7++){
let data47 = data46[i7];
if(typeof data47 !== "string"){
const err92 = {instancePath:instancePath+"/international/salesAbroad/currenciesWithoutRate/" + i7,schemaPath:"international.schema.json#/$defs/salesAbroad/properties/currenciesWithoutRate/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema105.properties.currenciesWithoutRate.items.type,parentSchema:schema105.properties.currenciesWithoutRate.items,data:data47};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/international/salesAbroad/currenciesWithoutRate",schemaPath:"international.schema.json#/$defs/salesAbroad/properties/currenciesWithoutRate/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema105.properties.currenciesWithoutRate.type,parentSchema:schema105.properties.currenciesWithoutRate,data:data46};
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
const err94 = {instancePath:instancePath+"/international/salesAbroad",schemaPath:"international.schema.json#/$defs/salesAbroad/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema105.type,parentSchema:schema105,data:data44};
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
const err95 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.international.type,parentSchema:schema79.properties.international,data:data41};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.findings !== undefined){
let data48 = data.findings;
if(Array.isArray(data48)){
const len8 = data48.length;
for(let i8=0; i8<len8; i8++){
if(!(validate52(data48[i8], {instancePath:instancePath+"/findings/" + i8,parentData:data48,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err96 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.findings.type,parentSchema:schema79.properties.findings,data:data48};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.type,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_consolidated = validate54;
const schema115 = {"$id":"output/consolidated.schema.json","title":"Consolidated","description":"generated/consolidated.json: the consolidated report over all entities","type":"object","additionalProperties":false,"required":["study","entityCount","totals","entities","states","topRevenue","topLiability"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entityCount":{"type":"integer","minimum":0},"totals":{"title":"ConsolidatedTotals","description":"the TOTAL row and the cards: money is the sum of the entity rows; state counts are distinct states","type":"object","additionalProperties":false,"required":["totalRevenueCents","taxableRevenueCents","liabilityCents","taxableSharePercent","effectiveRatePercent","statesWithNexus","statesWithActivity"],"properties":{"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableSharePercent":{"type":"number"},"effectiveRatePercent":{"type":"number"},"statesWithNexus":{"type":"integer","minimum":0},"statesWithActivity":{"type":"integer","minimum":0}}},"entities":{"type":"array","items":{"title":"ConsolidatedEntityRow","type":"object","additionalProperties":false,"required":["entity","totalRevenueCents","taxableRevenueCents","liabilityCents","statesWithNexus","totalStates"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"totalRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"taxableRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"liabilityCents":{"$ref":"../common.schema.json#/$defs/cents"},"statesWithNexus":{"type":"integer","minimum":0},"totalStates":{"type":"integer","minimum":0}}}},"states":{"description":"every state with activity for any entity, by state code","type":"array","items":{"$ref":"#/$defs/stateRow"}},"topRevenue":{"type":"array","maxItems":5,"items":{"$ref":"#/$defs/stateRow"}},"topLiability":{"type":"array","maxItems":5,"items":{"$ref":"#/$defs/stateRow"}}},"$defs":{"stateRow":{"title":"ConsolidatedStateRow","type":"object","additionalProperties":false,"required":["state","stateName","combinedRevenueCents","brandsWithNexus","nexusEntities","hasNexus","ratePercent","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"combinedRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"brandsWithNexus":{"type":"integer","minimum":0},"nexusEntities":{"description":"the codes of the entities with nexus in the state, in manifest order","type":"array","items":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"}},"hasNexus":{"type":"boolean"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"liabilityCents":{"type":["integer","null"],"description":"null when no entity has nexus in the state"}}}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
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
if(!pattern11.test(data0)){
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
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema125 = {"title":"ConsolidatedStateRow","type":"object","additionalProperties":false,"required":["state","stateName","combinedRevenueCents","brandsWithNexus","nexusEntities","hasNexus","ratePercent","liabilityCents"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"combinedRevenueCents":{"$ref":"../common.schema.json#/$defs/cents"},"brandsWithNexus":{"type":"integer","minimum":0},"nexusEntities":{"description":"the codes of the entities with nexus in the state, in manifest order","type":"array","items":{"type":"string","pattern":"^[A-Z0-9]{1,4}$"}},"hasNexus":{"type":"boolean"},"ratePercent":{"$ref":"../common.schema.json#/$defs/ratePercent"},"liabilityCents":{"type":["integer","null"],"description":"null when no entity has nexus in the state"}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.state === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stateName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.combinedRevenueCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "combinedRevenueCents"},message:"must have required property '"+"combinedRevenueCents"+"'",schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.brandsWithNexus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "brandsWithNexus"},message:"must have required property '"+"brandsWithNexus"+"'",schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.nexusEntities === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusEntities"},message:"must have required property '"+"nexusEntities"+"'",schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.hasNexus === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasNexus"},message:"must have required property '"+"hasNexus"+"'",schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.ratePercent === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ratePercent"},message:"must have required property '"+"ratePercent"+"'",schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.liabilityCents === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema125.required,parentSchema:schema125,data};
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
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema125,data};
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
const err10 = {instancePath:instancePath+"/stateName",schemaPath:"#/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema125.properties.stateName.type,parentSchema:schema125.properties.stateName,data:data1};
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
const err11 = {instancePath:instancePath+"/combinedRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data2};
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
const err12 = {instancePath:instancePath+"/brandsWithNexus",schemaPath:"#/properties/brandsWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema125.properties.brandsWithNexus.type,parentSchema:schema125.properties.brandsWithNexus,data:data3};
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
const err13 = {instancePath:instancePath+"/brandsWithNexus",schemaPath:"#/properties/brandsWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema125.properties.brandsWithNexus,data:data3};
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
if(!pattern11.test(data5)){
const err14 = {instancePath:instancePath+"/nexusEntities/" + i0,schemaPath:"#/properties/nexusEntities/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{1,4}$"},message:"must match pattern \""+"^[A-Z0-9]{1,4}$"+"\"",schema:"^[A-Z0-9]{1,4}$",parentSchema:schema125.properties.nexusEntities.items,data:data5};
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
const err15 = {instancePath:instancePath+"/nexusEntities/" + i0,schemaPath:"#/properties/nexusEntities/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema125.properties.nexusEntities.items.type,parentSchema:schema125.properties.nexusEntities.items,data:data5};
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
const err16 = {instancePath:instancePath+"/nexusEntities",schemaPath:"#/properties/nexusEntities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema125.properties.nexusEntities.type,parentSchema:schema125.properties.nexusEntities,data:data4};
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
const err17 = {instancePath:instancePath+"/hasNexus",schemaPath:"#/properties/hasNexus/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema125.properties.hasNexus.type,parentSchema:schema125.properties.hasNexus,data:data6};
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
const err18 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/type",keyword:"type",params:{type: schema91.type},message:"must be number,null",schema:schema91.type,parentSchema:schema91,data:data7};
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
const err19 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema91,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/ratePercent",schemaPath:"../common.schema.json#/$defs/ratePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema91,data:data7};
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
const err21 = {instancePath:instancePath+"/liabilityCents",schemaPath:"#/properties/liabilityCents/type",keyword:"type",params:{type: schema125.properties.liabilityCents.type},message:"must be integer,null",schema:schema125.properties.liabilityCents.type,parentSchema:schema125.properties.liabilityCents,data:data8};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema125.type,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/consolidated.schema.json" */;
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
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totals === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.entities === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.states === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.topRevenue === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topRevenue"},message:"must have required property '"+"topRevenue"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.topLiability === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topLiability"},message:"must have required property '"+"topLiability"+"'",schema:schema115.required,parentSchema:schema115,data};
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
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema115,data};
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
const err16 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema115.properties.entityCount.type,parentSchema:schema115.properties.entityCount,data:data4};
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
const err17 = {instancePath:instancePath+"/entityCount",schemaPath:"#/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema115.properties.entityCount,data:data4};
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
const err18 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema115.properties.totals.required,parentSchema:schema115.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.taxableRevenueCents === undefined){
const err19 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema115.properties.totals.required,parentSchema:schema115.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.liabilityCents === undefined){
const err20 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema115.properties.totals.required,parentSchema:schema115.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.taxableSharePercent === undefined){
const err21 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "taxableSharePercent"},message:"must have required property '"+"taxableSharePercent"+"'",schema:schema115.properties.totals.required,parentSchema:schema115.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.effectiveRatePercent === undefined){
const err22 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "effectiveRatePercent"},message:"must have required property '"+"effectiveRatePercent"+"'",schema:schema115.properties.totals.required,parentSchema:schema115.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.statesWithNexus === undefined){
const err23 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema115.properties.totals.required,parentSchema:schema115.properties.totals,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.statesWithActivity === undefined){
const err24 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "statesWithActivity"},message:"must have required property '"+"statesWithActivity"+"'",schema:schema115.properties.totals.required,parentSchema:schema115.properties.totals,data:data5};
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
const err25 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema115.properties.totals,data:data5};
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
const err26 = {instancePath:instancePath+"/totals/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data6};
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
const err27 = {instancePath:instancePath+"/totals/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data7};
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
const err28 = {instancePath:instancePath+"/totals/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data8};
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
const err29 = {instancePath:instancePath+"/totals/taxableSharePercent",schemaPath:"#/properties/totals/properties/taxableSharePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema115.properties.totals.properties.taxableSharePercent.type,parentSchema:schema115.properties.totals.properties.taxableSharePercent,data:data9};
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
const err30 = {instancePath:instancePath+"/totals/effectiveRatePercent",schemaPath:"#/properties/totals/properties/effectiveRatePercent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema115.properties.totals.properties.effectiveRatePercent.type,parentSchema:schema115.properties.totals.properties.effectiveRatePercent,data:data10};
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
const err31 = {instancePath:instancePath+"/totals/statesWithNexus",schemaPath:"#/properties/totals/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema115.properties.totals.properties.statesWithNexus.type,parentSchema:schema115.properties.totals.properties.statesWithNexus,data:data11};
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
const err32 = {instancePath:instancePath+"/totals/statesWithNexus",schemaPath:"#/properties/totals/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema115.properties.totals.properties.statesWithNexus,data:data11};
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
const err33 = {instancePath:instancePath+"/totals/statesWithActivity",schemaPath:"#/properties/totals/properties/statesWithActivity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema115.properties.totals.properties.statesWithActivity.type,parentSchema:schema115.properties.totals.properties.statesWithActivity,data:data12};
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
const err34 = {instancePath:instancePath+"/totals/statesWithActivity",schemaPath:"#/properties/totals/properties/statesWithActivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema115.properties.totals.properties.statesWithActivity,data:data12};
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
const err35 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema115.properties.totals.type,parentSchema:schema115.properties.totals,data:data5};
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
const err36 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema115.properties.entities.items.required,parentSchema:schema115.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14.totalRevenueCents === undefined){
const err37 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "totalRevenueCents"},message:"must have required property '"+"totalRevenueCents"+"'",schema:schema115.properties.entities.items.required,parentSchema:schema115.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14.taxableRevenueCents === undefined){
const err38 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "taxableRevenueCents"},message:"must have required property '"+"taxableRevenueCents"+"'",schema:schema115.properties.entities.items.required,parentSchema:schema115.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.liabilityCents === undefined){
const err39 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "liabilityCents"},message:"must have required property '"+"liabilityCents"+"'",schema:schema115.properties.entities.items.required,parentSchema:schema115.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.statesWithNexus === undefined){
const err40 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "statesWithNexus"},message:"must have required property '"+"statesWithNexus"+"'",schema:schema115.properties.entities.items.required,parentSchema:schema115.properties.entities.items,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.totalStates === undefined){
const err41 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "totalStates"},message:"must have required property '"+"totalStates"+"'",schema:schema115.properties.entities.items.required,parentSchema:schema115.properties.entities.items,data:data14};
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
const err42 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema115.properties.entities.items,data:data14};
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
if(!(validate55(data14.entity, {instancePath:instancePath+"/entities/" + i0+"/entity",parentData:data14,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data14.totalRevenueCents !== undefined){
let data16 = data14.totalRevenueCents;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err43 = {instancePath:instancePath+"/entities/" + i0+"/totalRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data16};
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
const err44 = {instancePath:instancePath+"/entities/" + i0+"/taxableRevenueCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data17};
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
const err45 = {instancePath:instancePath+"/entities/" + i0+"/liabilityCents",schemaPath:"../common.schema.json#/$defs/cents/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.type,parentSchema:schema84,data:data18};
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
const err46 = {instancePath:instancePath+"/entities/" + i0+"/statesWithNexus",schemaPath:"#/properties/entities/items/properties/statesWithNexus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema115.properties.entities.items.properties.statesWithNexus.type,parentSchema:schema115.properties.entities.items.properties.statesWithNexus,data:data19};
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
const err47 = {instancePath:instancePath+"/entities/" + i0+"/statesWithNexus",schemaPath:"#/properties/entities/items/properties/statesWithNexus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema115.properties.entities.items.properties.statesWithNexus,data:data19};
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
const err48 = {instancePath:instancePath+"/entities/" + i0+"/totalStates",schemaPath:"#/properties/entities/items/properties/totalStates/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema115.properties.entities.items.properties.totalStates.type,parentSchema:schema115.properties.entities.items.properties.totalStates,data:data20};
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
const err49 = {instancePath:instancePath+"/entities/" + i0+"/totalStates",schemaPath:"#/properties/entities/items/properties/totalStates/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema115.properties.entities.items.properties.totalStates,data:data20};
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
const err50 = {instancePath:instancePath+"/entities/" + i0,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema115.properties.entities.items.type,parentSchema:schema115.properties.entities.items,data:data14};
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
const err51 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema115.properties.entities.type,parentSchema:schema115.properties.entities,data:data13};
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
if(!(validate57(data21[i1], {instancePath:instancePath+"/states/" + i1,parentData:data21,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
const err52 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema115.properties.states.type,parentSchema:schema115.properties.states,data:data21};
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
const err53 = {instancePath:instancePath+"/topRevenue",schemaPath:"#/properties/topRevenue/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items",schema:5,parentSchema:schema115.properties.topRevenue,data:data23};
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
if(!(validate57(data23[i2], {instancePath:instancePath+"/topRevenue/" + i2,parentData:data23,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
const err54 = {instancePath:instancePath+"/topRevenue",schemaPath:"#/properties/topRevenue/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema115.properties.topRevenue.type,parentSchema:schema115.properties.topRevenue,data:data23};
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
const err55 = {instancePath:instancePath+"/topLiability",schemaPath:"#/properties/topLiability/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items",schema:5,parentSchema:schema115.properties.topLiability,data:data25};
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
if(!(validate57(data25[i3], {instancePath:instancePath+"/topLiability/" + i3,parentData:data25,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
const err56 = {instancePath:instancePath+"/topLiability",schemaPath:"#/properties/topLiability/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema115.properties.topLiability.type,parentSchema:schema115.properties.topLiability,data:data25};
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
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema115.type,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_recommendations = validate61;
const schema129 = {"$id":"output/recommendations.schema.json","title":"Recommendations","description":"generated/recommendations.json: the registration recommendations","type":"object","additionalProperties":false,"required":["study","consolidatedPath","totalRegistrations","uniqueStates","entitiesAffected","entries","allStates","international"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"consolidatedPath":{"type":"string"},"totalRegistrations":{"type":"integer","minimum":0,"description":"(entity, state) pairs listed"},"uniqueStates":{"type":"integer","minimum":0},"entitiesAffected":{"type":"integer","minimum":0,"description":"entities with at least one US state to register in"},"entries":{"description":"one per recommendations.csv row, in manifest order","type":"array","items":{"title":"RecommendationEntry","type":"object","additionalProperties":false,"required":["entity","recommendation","note","potentiallyInternational","states"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"recommendation":{"type":"string"},"note":{"type":"string"},"potentiallyInternational":{"type":"boolean"},"states":{"type":"array","items":{"$ref":"../common.schema.json#/$defs/usStateCode"}}}}},"allStates":{"description":"distinct recommended states by state code, with how many entities each","type":"array","items":{"title":"RecommendedState","type":"object","additionalProperties":false,"required":["state","stateName","entityCount"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"entityCount":{"type":"integer","minimum":1}}}},"international":{"description":"the International Considerations: each entity marked Potentially International or that crossed a threshold abroad, in the study's order","type":"array","items":{"title":"InternationalConsideration","type":"object","additionalProperties":false,"required":["entity","potentiallyInternational","crossed"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"potentiallyInternational":{"type":"boolean","description":"whether recommendations.csv marks it Potentially International (false: a data-check warning)"},"crossed":{"description":"the jurisdictions abroad where it crossed a threshold, as its report orders them","type":"array","items":{"title":"CrossedAbroad","type":"object","additionalProperties":false,"required":["jurisdiction","name"],"properties":{"jurisdiction":{"type":"string"},"name":{"type":"string"}}}}}}}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
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
if(!pattern11.test(data0)){
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
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/recommendations.schema.json" */;
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
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.consolidatedPath === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consolidatedPath"},message:"must have required property '"+"consolidatedPath"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.totalRegistrations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalRegistrations"},message:"must have required property '"+"totalRegistrations"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.uniqueStates === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uniqueStates"},message:"must have required property '"+"uniqueStates"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.entitiesAffected === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entitiesAffected"},message:"must have required property '"+"entitiesAffected"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entries === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.allStates === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allStates"},message:"must have required property '"+"allStates"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.international === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international"},message:"must have required property '"+"international"+"'",schema:schema129.required,parentSchema:schema129,data};
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
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema129,data};
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
const err17 = {instancePath:instancePath+"/consolidatedPath",schemaPath:"#/properties/consolidatedPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.consolidatedPath.type,parentSchema:schema129.properties.consolidatedPath,data:data4};
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
const err18 = {instancePath:instancePath+"/totalRegistrations",schemaPath:"#/properties/totalRegistrations/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema129.properties.totalRegistrations.type,parentSchema:schema129.properties.totalRegistrations,data:data5};
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
const err19 = {instancePath:instancePath+"/totalRegistrations",schemaPath:"#/properties/totalRegistrations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema129.properties.totalRegistrations,data:data5};
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
const err20 = {instancePath:instancePath+"/uniqueStates",schemaPath:"#/properties/uniqueStates/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema129.properties.uniqueStates.type,parentSchema:schema129.properties.uniqueStates,data:data6};
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
const err21 = {instancePath:instancePath+"/uniqueStates",schemaPath:"#/properties/uniqueStates/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema129.properties.uniqueStates,data:data6};
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
const err22 = {instancePath:instancePath+"/entitiesAffected",schemaPath:"#/properties/entitiesAffected/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema129.properties.entitiesAffected.type,parentSchema:schema129.properties.entitiesAffected,data:data7};
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
const err23 = {instancePath:instancePath+"/entitiesAffected",schemaPath:"#/properties/entitiesAffected/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema129.properties.entitiesAffected,data:data7};
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
const err24 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema129.properties.entries.items.required,parentSchema:schema129.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.recommendation === undefined){
const err25 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'",schema:schema129.properties.entries.items.required,parentSchema:schema129.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.note === undefined){
const err26 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema129.properties.entries.items.required,parentSchema:schema129.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.potentiallyInternational === undefined){
const err27 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "potentiallyInternational"},message:"must have required property '"+"potentiallyInternational"+"'",schema:schema129.properties.entries.items.required,parentSchema:schema129.properties.entries.items,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.states === undefined){
const err28 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema129.properties.entries.items.required,parentSchema:schema129.properties.entries.items,data:data9};
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
const err29 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema129.properties.entries.items,data:data9};
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
if(!(validate62(data9.entity, {instancePath:instancePath+"/entries/" + i0+"/entity",parentData:data9,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data9.recommendation !== undefined){
let data11 = data9.recommendation;
if(typeof data11 !== "string"){
const err30 = {instancePath:instancePath+"/entries/" + i0+"/recommendation",schemaPath:"#/properties/entries/items/properties/recommendation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.entries.items.properties.recommendation.type,parentSchema:schema129.properties.entries.items.properties.recommendation,data:data11};
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
const err31 = {instancePath:instancePath+"/entries/" + i0+"/note",schemaPath:"#/properties/entries/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.entries.items.properties.note.type,parentSchema:schema129.properties.entries.items.properties.note,data:data12};
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
const err32 = {instancePath:instancePath+"/entries/" + i0+"/potentiallyInternational",schemaPath:"#/properties/entries/items/properties/potentiallyInternational/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema129.properties.entries.items.properties.potentiallyInternational.type,parentSchema:schema129.properties.entries.items.properties.potentiallyInternational,data:data13};
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
const err34 = {instancePath:instancePath+"/entries/" + i0+"/states",schemaPath:"#/properties/entries/items/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema129.properties.entries.items.properties.states.type,parentSchema:schema129.properties.entries.items.properties.states,data:data14};
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
const err35 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema129.properties.entries.items.type,parentSchema:schema129.properties.entries.items,data:data9};
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
const err36 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema129.properties.entries.type,parentSchema:schema129.properties.entries,data:data8};
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
const err37 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema129.properties.allStates.items.required,parentSchema:schema129.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17.stateName === undefined){
const err38 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema129.properties.allStates.items.required,parentSchema:schema129.properties.allStates.items,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17.entityCount === undefined){
const err39 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema129.properties.allStates.items.required,parentSchema:schema129.properties.allStates.items,data:data17};
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
const err40 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema129.properties.allStates.items,data:data17};
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
const err42 = {instancePath:instancePath+"/allStates/" + i2+"/stateName",schemaPath:"#/properties/allStates/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.allStates.items.properties.stateName.type,parentSchema:schema129.properties.allStates.items.properties.stateName,data:data19};
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
const err43 = {instancePath:instancePath+"/allStates/" + i2+"/entityCount",schemaPath:"#/properties/allStates/items/properties/entityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema129.properties.allStates.items.properties.entityCount.type,parentSchema:schema129.properties.allStates.items.properties.entityCount,data:data20};
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
const err44 = {instancePath:instancePath+"/allStates/" + i2+"/entityCount",schemaPath:"#/properties/allStates/items/properties/entityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema129.properties.allStates.items.properties.entityCount,data:data20};
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
const err45 = {instancePath:instancePath+"/allStates/" + i2,schemaPath:"#/properties/allStates/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema129.properties.allStates.items.type,parentSchema:schema129.properties.allStates.items,data:data17};
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
const err46 = {instancePath:instancePath+"/allStates",schemaPath:"#/properties/allStates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema129.properties.allStates.type,parentSchema:schema129.properties.allStates,data:data16};
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
const err47 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema129.properties.international.items.required,parentSchema:schema129.properties.international.items,data:data22};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data22.potentiallyInternational === undefined){
const err48 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "potentiallyInternational"},message:"must have required property '"+"potentiallyInternational"+"'",schema:schema129.properties.international.items.required,parentSchema:schema129.properties.international.items,data:data22};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data22.crossed === undefined){
const err49 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/required",keyword:"required",params:{missingProperty: "crossed"},message:"must have required property '"+"crossed"+"'",schema:schema129.properties.international.items.required,parentSchema:schema129.properties.international.items,data:data22};
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
const err50 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema129.properties.international.items,data:data22};
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
if(!(validate62(data22.entity, {instancePath:instancePath+"/international/" + i3+"/entity",parentData:data22,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data22.potentiallyInternational !== undefined){
let data24 = data22.potentiallyInternational;
if(typeof data24 !== "boolean"){
const err51 = {instancePath:instancePath+"/international/" + i3+"/potentiallyInternational",schemaPath:"#/properties/international/items/properties/potentiallyInternational/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema129.properties.international.items.properties.potentiallyInternational.type,parentSchema:schema129.properties.international.items.properties.potentiallyInternational,data:data24};
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
const err52 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema129.properties.international.items.properties.crossed.items.required,parentSchema:schema129.properties.international.items.properties.crossed.items,data:data26};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data26.name === undefined){
const err53 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema129.properties.international.items.properties.crossed.items.required,parentSchema:schema129.properties.international.items.properties.crossed.items,data:data26};
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
const err54 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema129.properties.international.items.properties.crossed.items,data:data26};
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
const err55 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4+"/jurisdiction",schemaPath:"#/properties/international/items/properties/crossed/items/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.international.items.properties.crossed.items.properties.jurisdiction.type,parentSchema:schema129.properties.international.items.properties.crossed.items.properties.jurisdiction,data:data27};
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
const err56 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4+"/name",schemaPath:"#/properties/international/items/properties/crossed/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.international.items.properties.crossed.items.properties.name.type,parentSchema:schema129.properties.international.items.properties.crossed.items.properties.name,data:data28};
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
const err57 = {instancePath:instancePath+"/international/" + i3+"/crossed/" + i4,schemaPath:"#/properties/international/items/properties/crossed/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema129.properties.international.items.properties.crossed.items.type,parentSchema:schema129.properties.international.items.properties.crossed.items,data:data26};
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
const err58 = {instancePath:instancePath+"/international/" + i3+"/crossed",schemaPath:"#/properties/international/items/properties/crossed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema129.properties.international.items.properties.crossed.type,parentSchema:schema129.properties.international.items.properties.crossed,data:data25};
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
const err59 = {instancePath:instancePath+"/international/" + i3,schemaPath:"#/properties/international/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema129.properties.international.items.type,parentSchema:schema129.properties.international.items,data:data22};
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
const err60 = {instancePath:instancePath+"/international",schemaPath:"#/properties/international/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema129.properties.international.type,parentSchema:schema129.properties.international,data:data21};
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
else {
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema129.type,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

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
if(!pattern11.test(data0)){
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
if(!(((((((((((((((data1 === "RECOMMENDED_NOT_CROSSED") || (data1 === "CROSSED_NOT_RECOMMENDED")) || (data1 === "STATUS_CONTRADICTS_PERCENTAGE")) || (data1 === "SALES_CROSSED_OVERALL_NOT")) || (data1 === "NEGATIVE_SALES")) || (data1 === "REVENUE_DIFFERS_FROM_EXPORT")) || (data1 === "TAXABLE_WITHOUT_RATE")) || (data1 === "EXPORT_STATUS_DIFFERS")) || (data1 === "EXPORT_DATE_DIFFERS")) || (data1 === "REVENUE_DIFFERS_FROM_TRANSACTIONS")) || (data1 === "ROWS_OUTSIDE_RANGE")) || (data1 === "CROSSED_ABROAD_NOT_MARKED")) || (data1 === "MARKED_WITHOUT_ACTIVITY_ABROAD")) || (data1 === "AMOUNT_FINER_THAN_CURRENCY")) || (data1 === "CURRENCY_WITHOUT_RATE"))){
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

exports.output_running = validate65;
const schema135 = {"$id":"output/running.schema.json","title":"RunningMeasures","description":"generated/running/<CODE>.json: for a computed entity, each crossed or approaching state's running measure against its threshold over the tax year, for the viewer's charts (loaded lazily)","type":"object","additionalProperties":false,"required":["study","entity","states"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"states":{"description":"crossed or approaching states, by state code","type":"array","items":{"title":"RunningState","type":"object","additionalProperties":false,"required":["state","stateName","overallStatus","thresholdType","periodType","dateCrossedThreshold","points"],"properties":{"state":{"$ref":"../common.schema.json#/$defs/usStateCode"},"stateName":{"type":"string"},"overallStatus":{"enum":["Crossed Threshold","Approaching"]},"thresholdType":{"enum":["Sales","Transactions","Transactions Or Sales","Transactions And Sales"]},"periodType":{"type":"string"},"dateCrossedThreshold":{"type":["string","null"],"pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"points":{"description":"the first day of the tax year, every day on which the measure or the test changes, and the last day: the measure holds from each point to the next","type":"array","items":{"title":"RunningPoint","type":"object","additionalProperties":false,"required":["date","percent","passes"],"properties":{"date":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"},"percent":{"type":"number","description":"the day's ratio against the threshold × 100, rounded half away from zero to two decimals (the larger of the windows' for Previous Or Current Calendar Year)"},"passes":{"type":"boolean","description":"whether the test passes on the day"}}}}}}}}};

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
if(!pattern11.test(data0)){
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

const pattern50 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/running.schema.json" */;
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema135.required,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema135.required,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.states === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'",schema:schema135.required,parentSchema:schema135,data};
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
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema135,data};
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
if(!(validate66(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
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
const err12 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema135.properties.states.items.required,parentSchema:schema135.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.stateName === undefined){
const err13 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "stateName"},message:"must have required property '"+"stateName"+"'",schema:schema135.properties.states.items.required,parentSchema:schema135.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.overallStatus === undefined){
const err14 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema135.properties.states.items.required,parentSchema:schema135.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.thresholdType === undefined){
const err15 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "thresholdType"},message:"must have required property '"+"thresholdType"+"'",schema:schema135.properties.states.items.required,parentSchema:schema135.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.periodType === undefined){
const err16 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "periodType"},message:"must have required property '"+"periodType"+"'",schema:schema135.properties.states.items.required,parentSchema:schema135.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.dateCrossedThreshold === undefined){
const err17 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema135.properties.states.items.required,parentSchema:schema135.properties.states.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.points === undefined){
const err18 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/required",keyword:"required",params:{missingProperty: "points"},message:"must have required property '"+"points"+"'",schema:schema135.properties.states.items.required,parentSchema:schema135.properties.states.items,data:data6};
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
const err19 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema135.properties.states.items,data:data6};
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
const err21 = {instancePath:instancePath+"/states/" + i0+"/stateName",schemaPath:"#/properties/states/items/properties/stateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema135.properties.states.items.properties.stateName.type,parentSchema:schema135.properties.states.items.properties.stateName,data:data8};
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
const err22 = {instancePath:instancePath+"/states/" + i0+"/overallStatus",schemaPath:"#/properties/states/items/properties/overallStatus/enum",keyword:"enum",params:{allowedValues: schema135.properties.states.items.properties.overallStatus.enum},message:"must be equal to one of the allowed values",schema:schema135.properties.states.items.properties.overallStatus.enum,parentSchema:schema135.properties.states.items.properties.overallStatus,data:data9};
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
const err23 = {instancePath:instancePath+"/states/" + i0+"/thresholdType",schemaPath:"#/properties/states/items/properties/thresholdType/enum",keyword:"enum",params:{allowedValues: schema135.properties.states.items.properties.thresholdType.enum},message:"must be equal to one of the allowed values",schema:schema135.properties.states.items.properties.thresholdType.enum,parentSchema:schema135.properties.states.items.properties.thresholdType,data:data10};
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
const err24 = {instancePath:instancePath+"/states/" + i0+"/periodType",schemaPath:"#/properties/states/items/properties/periodType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema135.properties.states.items.properties.periodType.type,parentSchema:schema135.properties.states.items.properties.periodType,data:data11};
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
const err25 = {instancePath:instancePath+"/states/" + i0+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema135.properties.states.items.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema135.properties.states.items.properties.dateCrossedThreshold.type,parentSchema:schema135.properties.states.items.properties.dateCrossedThreshold,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data12 === "string"){
if(!pattern50.test(data12)){
const err26 = {instancePath:instancePath+"/states/" + i0+"/dateCrossedThreshold",schemaPath:"#/properties/states/items/properties/dateCrossedThreshold/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema135.properties.states.items.properties.dateCrossedThreshold,data:data12};
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
const err27 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema135.properties.states.items.properties.points.items.required,parentSchema:schema135.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data14.percent === undefined){
const err28 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "percent"},message:"must have required property '"+"percent"+"'",schema:schema135.properties.states.items.properties.points.items.required,parentSchema:schema135.properties.states.items.properties.points.items,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14.passes === undefined){
const err29 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/required",keyword:"required",params:{missingProperty: "passes"},message:"must have required property '"+"passes"+"'",schema:schema135.properties.states.items.properties.points.items.required,parentSchema:schema135.properties.states.items.properties.points.items,data:data14};
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
const err30 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema135.properties.states.items.properties.points.items,data:data14};
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
if(!pattern50.test(data15)){
const err31 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/date",schemaPath:"#/properties/states/items/properties/points/items/properties/date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}$",parentSchema:schema135.properties.states.items.properties.points.items.properties.date,data:data15};
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
const err32 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/date",schemaPath:"#/properties/states/items/properties/points/items/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema135.properties.states.items.properties.points.items.properties.date.type,parentSchema:schema135.properties.states.items.properties.points.items.properties.date,data:data15};
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
const err33 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/percent",schemaPath:"#/properties/states/items/properties/points/items/properties/percent/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema135.properties.states.items.properties.points.items.properties.percent.type,parentSchema:schema135.properties.states.items.properties.points.items.properties.percent,data:data16};
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
const err34 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1+"/passes",schemaPath:"#/properties/states/items/properties/points/items/properties/passes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema135.properties.states.items.properties.points.items.properties.passes.type,parentSchema:schema135.properties.states.items.properties.points.items.properties.passes,data:data17};
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
const err35 = {instancePath:instancePath+"/states/" + i0+"/points/" + i1,schemaPath:"#/properties/states/items/properties/points/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema135.properties.states.items.properties.points.items.type,parentSchema:schema135.properties.states.items.properties.points.items,data:data14};
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
const err36 = {instancePath:instancePath+"/states/" + i0+"/points",schemaPath:"#/properties/states/items/properties/points/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema135.properties.states.items.properties.points.type,parentSchema:schema135.properties.states.items.properties.points,data:data13};
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
const err37 = {instancePath:instancePath+"/states/" + i0,schemaPath:"#/properties/states/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema135.properties.states.items.type,parentSchema:schema135.properties.states.items,data:data6};
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
const err38 = {instancePath:instancePath+"/states",schemaPath:"#/properties/states/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema135.properties.states.type,parentSchema:schema135.properties.states,data:data5};
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
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema135.type,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.output_international = validate45;
const schema100 = {"$id":"output/international.schema.json","title":"International","description":"generated/international.json: the study's activity outside the US, entity by entity, for the international page","type":"object","additionalProperties":false,"required":["study","hasRates","rates","salesAbroad","statusCounts","entities"],"properties":{"study":{"$ref":"../common.schema.json#/$defs/studyRef"},"hasRates":{"type":"boolean","description":"whether the study names fx.csv; without it no amount abroad has a USD equivalent"},"rates":{"description":"fx.csv's rates by currency code (USD, always 1, left out); empty without fx.csv","type":"array","items":{"title":"FxRate","type":"object","additionalProperties":false,"required":["currency","usdPerUnit","minorUnits"],"properties":{"currency":{"type":"string","pattern":"^[A-Z]{3}$"},"usdPerUnit":{"type":"string","pattern":"^[0-9]+\\.[0-9]{6}$","description":"US dollars per unit, as a decimal with six places"},"minorUnits":{"$ref":"#/$defs/minorUnits"}}}},"salesAbroad":{"title":"StudySalesAbroad","type":"object","additionalProperties":false,"required":["usdCents","currenciesWithoutRate"],"properties":{"usdCents":{"type":["integer","null"],"description":"the sum of the entities' sales abroad in USD; null without fx.csv"},"currenciesWithoutRate":{"description":"currencies of activity abroad that fx.csv has no rate for, by code, with the entities that sold in them: the total leaves them out","type":"array","items":{"title":"CurrencyWithoutRate","type":"object","additionalProperties":false,"required":["currency","entities"],"properties":{"currency":{"type":"string"},"entities":{"type":"array","items":{"type":"string"},"description":"entity codes, in the study's order"}}}}}},"statusCounts":{"title":"AbroadStatusCounts","description":"jurisdictions abroad counted once per entity with activity there, by overall status group","type":"object","additionalProperties":false,"required":["crossed","approaching","exposed","other"],"properties":{"crossed":{"type":"integer","minimum":0},"approaching":{"type":"integer","minimum":0},"exposed":{"type":"integer","minimum":0},"other":{"type":"integer","minimum":0}}},"entities":{"description":"each entity with activity abroad or marked Potentially International, in the study's order; unattributed revenue is on the entity's own page, not here","type":"array","items":{"title":"InternationalEntity","type":"object","additionalProperties":false,"required":["entity","potentiallyInternational","salesAbroad","jurisdictions"],"properties":{"entity":{"$ref":"../common.schema.json#/$defs/entityRef"},"potentiallyInternational":{"type":"boolean","description":"whether recommendations.csv marks the entity Potentially International"},"salesAbroad":{"$ref":"#/$defs/salesAbroad"},"jurisdictions":{"type":"array","items":{"$ref":"#/$defs/activityAbroad"}}}}}},"$defs":{"minorUnits":{"type":"integer","minimum":0,"maximum":3,"description":"the currency's minor units (decimals), as Intl.NumberFormat gives them: JPY 0, EUR 2, KWD 3; 2 for UNKNOWN"},"salesAbroad":{"title":"SalesAbroad","description":"an entity's sales abroad in USD: the USD equivalents of its rows counted in the total","type":"object","additionalProperties":false,"required":["usdCents","currenciesWithoutRate"],"properties":{"usdCents":{"type":["integer","null"],"description":"the sum of the rounded USD equivalents of the rows counted in the total that have one; null without fx.csv"},"currenciesWithoutRate":{"type":"array","items":{"type":"string"},"description":"currencies of the entity's activity abroad that fx.csv has no rate for, by code: the total leaves them out"}}},"activityAbroad":{"title":"InternationalActivity","description":"one row of the nexus export outside the US with sales or transactions, or its Unattributed Revenue row","type":"object","additionalProperties":false,"required":["jurisdiction","name","kind","ruleSetName","currency","minorUnits","totalSalesMinor","salesThresholdMinor","percentOfThreshold","transactionsCount","transactionsThreshold","percentOfTransactionsThreshold","nexusThresholdType","overallStatus","dateCrossedThreshold","usdCents","inTotal"],"properties":{"jurisdiction":{"type":"string","description":"the export's code: DEU, CAN.P-ON, or Unattributed Revenue"},"name":{"type":"string","description":"the English name: Germany, Ontario, Canada; the code itself where no list knows it"},"kind":{"enum":["country","subdivision","unattributed"],"description":"a country, a country's subdivision (a Canadian province), or sales the engine could not place"},"ruleSetName":{"type":"string"},"currency":{"type":"string","description":"a three-letter code, or UNKNOWN for unattributed revenue"},"minorUnits":{"$ref":"#/$defs/minorUnits"},"totalSalesMinor":{"type":"integer","description":"Total Sales in the currency's own minor units (yen, cents, fils): the export's amount rounded half away from zero where the currency has fewer than two decimals"},"salesThresholdMinor":{"type":["integer","null"],"description":"the rule's sales threshold in the currency's minor units; null where the rule has none"},"percentOfThreshold":{"type":["number","null"],"description":"Sales Percentage rounded half away from zero to one decimal; null where the rule has no sales threshold"},"transactionsCount":{"type":"integer"},"transactionsThreshold":{"type":["integer","null"],"minimum":1,"description":"the rule's transaction threshold; null where the rule has none"},"percentOfTransactionsThreshold":{"type":["number","null"],"description":"Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold"},"nexusThresholdType":{"type":"string"},"overallStatus":{"$ref":"../common.schema.json#/$defs/jurisdictionStatus"},"dateCrossedThreshold":{"type":["string","null"]},"usdCents":{"type":["integer","null"],"description":"Total Sales × fx.csv's rate, rounded half away from zero to the cent (of the export's exact amount); null without fx.csv, where the currency has no rate, and for unattributed revenue"},"inTotal":{"type":"boolean","description":"counted in the entity's sales abroad: a country, or a subdivision whose country has no row of its own (a province's sales are part of its country's)"}}}}};
const pattern44 = new RegExp("^[0-9]+\\.[0-9]{6}$", "u");

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(!pattern11.test(data0)){
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
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.jurisdiction === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jurisdiction"},message:"must have required property '"+"jurisdiction"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ruleSetName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ruleSetName"},message:"must have required property '"+"ruleSetName"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.currency === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.minorUnits === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minorUnits"},message:"must have required property '"+"minorUnits"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.totalSalesMinor === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalSalesMinor"},message:"must have required property '"+"totalSalesMinor"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.salesThresholdMinor === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesThresholdMinor"},message:"must have required property '"+"salesThresholdMinor"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.percentOfThreshold === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfThreshold"},message:"must have required property '"+"percentOfThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.transactionsCount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsCount"},message:"must have required property '"+"transactionsCount"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.transactionsThreshold === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionsThreshold"},message:"must have required property '"+"transactionsThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.percentOfTransactionsThreshold === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percentOfTransactionsThreshold"},message:"must have required property '"+"percentOfTransactionsThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.nexusThresholdType === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nexusThresholdType"},message:"must have required property '"+"nexusThresholdType"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.overallStatus === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overallStatus"},message:"must have required property '"+"overallStatus"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.dateCrossedThreshold === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateCrossedThreshold"},message:"must have required property '"+"dateCrossedThreshold"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.usdCents === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.inTotal === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inTotal"},message:"must have required property '"+"inTotal"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema106.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data};
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
const err18 = {instancePath:instancePath+"/jurisdiction",schemaPath:"#/properties/jurisdiction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.jurisdiction.type,parentSchema:schema106.properties.jurisdiction,data:data0};
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
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.name.type,parentSchema:schema106.properties.name,data:data1};
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
const err20 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema106.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema106.properties.kind.enum,parentSchema:schema106.properties.kind,data:data2};
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
const err21 = {instancePath:instancePath+"/ruleSetName",schemaPath:"#/properties/ruleSetName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.ruleSetName.type,parentSchema:schema106.properties.ruleSetName,data:data3};
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
const err22 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.currency.type,parentSchema:schema106.properties.currency,data:data4};
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
const err23 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.type,parentSchema:schema102,data:data5};
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
const err24 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3",schema:3,parentSchema:schema102,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/minorUnits",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema102,data:data5};
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
const err26 = {instancePath:instancePath+"/totalSalesMinor",schemaPath:"#/properties/totalSalesMinor/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.totalSalesMinor.type,parentSchema:schema106.properties.totalSalesMinor,data:data6};
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
const err27 = {instancePath:instancePath+"/salesThresholdMinor",schemaPath:"#/properties/salesThresholdMinor/type",keyword:"type",params:{type: schema106.properties.salesThresholdMinor.type},message:"must be integer,null",schema:schema106.properties.salesThresholdMinor.type,parentSchema:schema106.properties.salesThresholdMinor,data:data7};
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
const err28 = {instancePath:instancePath+"/percentOfThreshold",schemaPath:"#/properties/percentOfThreshold/type",keyword:"type",params:{type: schema106.properties.percentOfThreshold.type},message:"must be number,null",schema:schema106.properties.percentOfThreshold.type,parentSchema:schema106.properties.percentOfThreshold,data:data8};
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
const err29 = {instancePath:instancePath+"/transactionsCount",schemaPath:"#/properties/transactionsCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.transactionsCount.type,parentSchema:schema106.properties.transactionsCount,data:data9};
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
const err30 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/type",keyword:"type",params:{type: schema106.properties.transactionsThreshold.type},message:"must be integer,null",schema:schema106.properties.transactionsThreshold.type,parentSchema:schema106.properties.transactionsThreshold,data:data10};
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
const err31 = {instancePath:instancePath+"/transactionsThreshold",schemaPath:"#/properties/transactionsThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema106.properties.transactionsThreshold,data:data10};
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
const err32 = {instancePath:instancePath+"/percentOfTransactionsThreshold",schemaPath:"#/properties/percentOfTransactionsThreshold/type",keyword:"type",params:{type: schema106.properties.percentOfTransactionsThreshold.type},message:"must be number,null",schema:schema106.properties.percentOfTransactionsThreshold.type,parentSchema:schema106.properties.percentOfTransactionsThreshold,data:data11};
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
const err33 = {instancePath:instancePath+"/nexusThresholdType",schemaPath:"#/properties/nexusThresholdType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.nexusThresholdType.type,parentSchema:schema106.properties.nexusThresholdType,data:data12};
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
const err34 = {instancePath:instancePath+"/overallStatus",schemaPath:"../common.schema.json#/$defs/jurisdictionStatus/enum",keyword:"enum",params:{allowedValues: schema89.enum},message:"must be equal to one of the allowed values",schema:schema89.enum,parentSchema:schema89,data:data13};
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
const err35 = {instancePath:instancePath+"/dateCrossedThreshold",schemaPath:"#/properties/dateCrossedThreshold/type",keyword:"type",params:{type: schema106.properties.dateCrossedThreshold.type},message:"must be string,null",schema:schema106.properties.dateCrossedThreshold.type,parentSchema:schema106.properties.dateCrossedThreshold,data:data14};
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
const err36 = {instancePath:instancePath+"/usdCents",schemaPath:"#/properties/usdCents/type",keyword:"type",params:{type: schema106.properties.usdCents.type},message:"must be integer,null",schema:schema106.properties.usdCents.type,parentSchema:schema106.properties.usdCents,data:data15};
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
const err37 = {instancePath:instancePath+"/inTotal",schemaPath:"#/properties/inTotal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema106.properties.inTotal.type,parentSchema:schema106.properties.inTotal,data:data16};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="output/international.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.study === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "study"},message:"must have required property '"+"study"+"'",schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hasRates === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasRates"},message:"must have required property '"+"hasRates"+"'",schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rates === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rates"},message:"must have required property '"+"rates"+"'",schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.salesAbroad === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "salesAbroad"},message:"must have required property '"+"salesAbroad"+"'",schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.statusCounts === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusCounts"},message:"must have required property '"+"statusCounts"+"'",schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entities === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema100.required,parentSchema:schema100,data};
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
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema100,data};
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
const err15 = {instancePath:instancePath+"/hasRates",schemaPath:"#/properties/hasRates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema100.properties.hasRates.type,parentSchema:schema100.properties.hasRates,data:data4};
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
const err16 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema100.properties.rates.items.required,parentSchema:schema100.properties.rates.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.usdPerUnit === undefined){
const err17 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/required",keyword:"required",params:{missingProperty: "usdPerUnit"},message:"must have required property '"+"usdPerUnit"+"'",schema:schema100.properties.rates.items.required,parentSchema:schema100.properties.rates.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.minorUnits === undefined){
const err18 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/required",keyword:"required",params:{missingProperty: "minorUnits"},message:"must have required property '"+"minorUnits"+"'",schema:schema100.properties.rates.items.required,parentSchema:schema100.properties.rates.items,data:data6};
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
const err19 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema100.properties.rates.items,data:data6};
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
if(!pattern38.test(data7)){
const err20 = {instancePath:instancePath+"/rates/" + i0+"/currency",schemaPath:"#/properties/rates/items/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\"",schema:"^[A-Z]{3}$",parentSchema:schema100.properties.rates.items.properties.currency,data:data7};
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
const err21 = {instancePath:instancePath+"/rates/" + i0+"/currency",schemaPath:"#/properties/rates/items/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.rates.items.properties.currency.type,parentSchema:schema100.properties.rates.items.properties.currency,data:data7};
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
if(!pattern44.test(data8)){
const err22 = {instancePath:instancePath+"/rates/" + i0+"/usdPerUnit",schemaPath:"#/properties/rates/items/properties/usdPerUnit/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{6}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{6}$"+"\"",schema:"^[0-9]+\\.[0-9]{6}$",parentSchema:schema100.properties.rates.items.properties.usdPerUnit,data:data8};
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
const err23 = {instancePath:instancePath+"/rates/" + i0+"/usdPerUnit",schemaPath:"#/properties/rates/items/properties/usdPerUnit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.rates.items.properties.usdPerUnit.type,parentSchema:schema100.properties.rates.items.properties.usdPerUnit,data:data8};
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
const err24 = {instancePath:instancePath+"/rates/" + i0+"/minorUnits",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.type,parentSchema:schema102,data:data9};
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
const err25 = {instancePath:instancePath+"/rates/" + i0+"/minorUnits",schemaPath:"#/$defs/minorUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3",schema:3,parentSchema:schema102,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/rates/" + i0+"/minorUnits",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema102,data:data9};
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
const err27 = {instancePath:instancePath+"/rates/" + i0,schemaPath:"#/properties/rates/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.properties.rates.items.type,parentSchema:schema100.properties.rates.items,data:data6};
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
const err28 = {instancePath:instancePath+"/rates",schemaPath:"#/properties/rates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema100.properties.rates.type,parentSchema:schema100.properties.rates,data:data5};
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
const err29 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema100.properties.salesAbroad.required,parentSchema:schema100.properties.salesAbroad,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.currenciesWithoutRate === undefined){
const err30 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/required",keyword:"required",params:{missingProperty: "currenciesWithoutRate"},message:"must have required property '"+"currenciesWithoutRate"+"'",schema:schema100.properties.salesAbroad.required,parentSchema:schema100.properties.salesAbroad,data:data10};
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
const err31 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema100.properties.salesAbroad,data:data10};
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
const err32 = {instancePath:instancePath+"/salesAbroad/usdCents",schemaPath:"#/properties/salesAbroad/properties/usdCents/type",keyword:"type",params:{type: schema100.properties.salesAbroad.properties.usdCents.type},message:"must be integer,null",schema:schema100.properties.salesAbroad.properties.usdCents.type,parentSchema:schema100.properties.salesAbroad.properties.usdCents,data:data11};
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
const err33 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'",schema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.required,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.entities === undefined){
const err34 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.required,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
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
const err35 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
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
const err36 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1+"/currency",schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.currency.type,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.currency,data:data14};
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
const err37 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1+"/entities/" + i2,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/properties/entities/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities.items.type,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities.items,data:data16};
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
const err38 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1+"/entities",schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities.type,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.properties.entities,data:data15};
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
const err39 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate/" + i1,schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items.type,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.items,data:data13};
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
const err40 = {instancePath:instancePath+"/salesAbroad/currenciesWithoutRate",schemaPath:"#/properties/salesAbroad/properties/currenciesWithoutRate/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema100.properties.salesAbroad.properties.currenciesWithoutRate.type,parentSchema:schema100.properties.salesAbroad.properties.currenciesWithoutRate,data:data12};
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
const err41 = {instancePath:instancePath+"/salesAbroad",schemaPath:"#/properties/salesAbroad/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.properties.salesAbroad.type,parentSchema:schema100.properties.salesAbroad,data:data10};
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
const err42 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "crossed"},message:"must have required property '"+"crossed"+"'",schema:schema100.properties.statusCounts.required,parentSchema:schema100.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data17.approaching === undefined){
const err43 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "approaching"},message:"must have required property '"+"approaching"+"'",schema:schema100.properties.statusCounts.required,parentSchema:schema100.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17.exposed === undefined){
const err44 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "exposed"},message:"must have required property '"+"exposed"+"'",schema:schema100.properties.statusCounts.required,parentSchema:schema100.properties.statusCounts,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data17.other === undefined){
const err45 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/required",keyword:"required",params:{missingProperty: "other"},message:"must have required property '"+"other"+"'",schema:schema100.properties.statusCounts.required,parentSchema:schema100.properties.statusCounts,data:data17};
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
const err46 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema100.properties.statusCounts,data:data17};
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
const err47 = {instancePath:instancePath+"/statusCounts/crossed",schemaPath:"#/properties/statusCounts/properties/crossed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema100.properties.statusCounts.properties.crossed.type,parentSchema:schema100.properties.statusCounts.properties.crossed,data:data18};
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
const err48 = {instancePath:instancePath+"/statusCounts/crossed",schemaPath:"#/properties/statusCounts/properties/crossed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema100.properties.statusCounts.properties.crossed,data:data18};
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
const err49 = {instancePath:instancePath+"/statusCounts/approaching",schemaPath:"#/properties/statusCounts/properties/approaching/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema100.properties.statusCounts.properties.approaching.type,parentSchema:schema100.properties.statusCounts.properties.approaching,data:data19};
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
const err50 = {instancePath:instancePath+"/statusCounts/approaching",schemaPath:"#/properties/statusCounts/properties/approaching/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema100.properties.statusCounts.properties.approaching,data:data19};
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
const err51 = {instancePath:instancePath+"/statusCounts/exposed",schemaPath:"#/properties/statusCounts/properties/exposed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema100.properties.statusCounts.properties.exposed.type,parentSchema:schema100.properties.statusCounts.properties.exposed,data:data20};
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
const err52 = {instancePath:instancePath+"/statusCounts/exposed",schemaPath:"#/properties/statusCounts/properties/exposed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema100.properties.statusCounts.properties.exposed,data:data20};
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
const err53 = {instancePath:instancePath+"/statusCounts/other",schemaPath:"#/properties/statusCounts/properties/other/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema100.properties.statusCounts.properties.other.type,parentSchema:schema100.properties.statusCounts.properties.other,data:data21};
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
const err54 = {instancePath:instancePath+"/statusCounts/other",schemaPath:"#/properties/statusCounts/properties/other/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema100.properties.statusCounts.properties.other,data:data21};
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
const err55 = {instancePath:instancePath+"/statusCounts",schemaPath:"#/properties/statusCounts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.properties.statusCounts.type,parentSchema:schema100.properties.statusCounts,data:data17};
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
const err56 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'",schema:schema100.properties.entities.items.required,parentSchema:schema100.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data23.potentiallyInternational === undefined){
const err57 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "potentiallyInternational"},message:"must have required property '"+"potentiallyInternational"+"'",schema:schema100.properties.entities.items.required,parentSchema:schema100.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data23.salesAbroad === undefined){
const err58 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "salesAbroad"},message:"must have required property '"+"salesAbroad"+"'",schema:schema100.properties.entities.items.required,parentSchema:schema100.properties.entities.items,data:data23};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data23.jurisdictions === undefined){
const err59 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/required",keyword:"required",params:{missingProperty: "jurisdictions"},message:"must have required property '"+"jurisdictions"+"'",schema:schema100.properties.entities.items.required,parentSchema:schema100.properties.entities.items,data:data23};
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
const err60 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema100.properties.entities.items,data:data23};
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
if(!(validate46(data23.entity, {instancePath:instancePath+"/entities/" + i3+"/entity",parentData:data23,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data23.potentiallyInternational !== undefined){
let data25 = data23.potentiallyInternational;
if(typeof data25 !== "boolean"){
const err61 = {instancePath:instancePath+"/entities/" + i3+"/potentiallyInternational",schemaPath:"#/properties/entities/items/properties/potentiallyInternational/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema100.properties.entities.items.properties.potentiallyInternational.type,parentSchema:schema100.properties.entities.items.properties.potentiallyInternational,data:data25};
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
const err62 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "usdCents"},message:"must have required property '"+"usdCents"+"'",schema:schema105.required,parentSchema:schema105,data:data26};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data26.currenciesWithoutRate === undefined){
const err63 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/required",keyword:"required",params:{missingProperty: "currenciesWithoutRate"},message:"must have required property '"+"currenciesWithoutRate"+"'",schema:schema105.required,parentSchema:schema105,data:data26};
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
const err64 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema105,data:data26};
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
const err65 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad/usdCents",schemaPath:"#/$defs/salesAbroad/properties/usdCents/type",keyword:"type",params:{type: schema105.properties.usdCents.type},message:"must be integer,null",schema:schema105.properties.usdCents.type,parentSchema:schema105.properties.usdCents,data:data27};
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
const err66 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad/currenciesWithoutRate/" + i4,schemaPath:"#/$defs/salesAbroad/properties/currenciesWithoutRate/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema105.properties.currenciesWithoutRate.items.type,parentSchema:schema105.properties.currenciesWithoutRate.items,data:data29};
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
const err67 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad/currenciesWithoutRate",schemaPath:"#/$defs/salesAbroad/properties/currenciesWithoutRate/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema105.properties.currenciesWithoutRate.type,parentSchema:schema105.properties.currenciesWithoutRate,data:data28};
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
const err68 = {instancePath:instancePath+"/entities/" + i3+"/salesAbroad",schemaPath:"#/$defs/salesAbroad/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema105.type,parentSchema:schema105,data:data26};
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
if(!(validate48(data30[i5], {instancePath:instancePath+"/entities/" + i3+"/jurisdictions/" + i5,parentData:data30,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err69 = {instancePath:instancePath+"/entities/" + i3+"/jurisdictions",schemaPath:"#/properties/entities/items/properties/jurisdictions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema100.properties.entities.items.properties.jurisdictions.type,parentSchema:schema100.properties.entities.items.properties.jurisdictions,data:data30};
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
const err70 = {instancePath:instancePath+"/entities/" + i3,schemaPath:"#/properties/entities/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.properties.entities.items.type,parentSchema:schema100.properties.entities.items,data:data23};
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
const err71 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema100.properties.entities.type,parentSchema:schema100.properties.entities,data:data22};
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
const err72 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.type,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

