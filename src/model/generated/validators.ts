/* eslint-disable */
// @ts-nocheck
// DO NOT EDIT: generated from schemas/*.schema.json by `npm run generate` (Ajv standalone code).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
"use strict";
export const BuildConfig = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/build-config.schema.json","title":"BuildConfig","description":"An OpenShift BuildConfig: how to build an image from source and where to push it.","type":"object","required":["apiVersion","kind","metadata","spec"],"properties":{"apiVersion":{"enum":["build.openshift.io/v1","v1"]},"kind":{"const":"BuildConfig"},"metadata":{"$ref":"common.schema.json#/definitions/ObjectMeta"},"spec":{"$ref":"#/definitions/BuildConfigSpec"},"status":{"type":"object"}},"additionalProperties":false,"definitions":{"BuildConfigSpec":{"title":"BuildConfigSpec","type":"object","required":["strategy"],"properties":{"triggers":{"type":"array","items":{"$ref":"#/definitions/BuildTriggerPolicy"}},"runPolicy":{"enum":["Serial","Parallel","SerialLatestOnly"],"default":"Serial"},"serviceAccount":{"type":"string"},"source":{"$ref":"#/definitions/BuildSource"},"revision":{"type":"object"},"strategy":{"$ref":"#/definitions/BuildStrategy"},"output":{"$ref":"#/definitions/BuildOutput"},"resources":{"$ref":"common.schema.json#/definitions/ResourceRequirements"},"postCommit":{"title":"BuildPostCommitSpec","type":"object","properties":{"script":{"type":"string"},"command":{"type":"array","items":{"type":"string"}},"args":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"completionDeadlineSeconds":{"type":"integer","minimum":1},"nodeSelector":{"$ref":"common.schema.json#/definitions/StringMap"},"mountTrustedCA":{"type":"boolean"},"successfulBuildsHistoryLimit":{"type":"integer","minimum":0,"default":5},"failedBuildsHistoryLimit":{"type":"integer","minimum":0,"default":5}},"additionalProperties":false},"BuildSource":{"title":"BuildSource","type":"object","properties":{"type":{"type":"string","examples":["Git","Dockerfile","Binary","Image","None"],"description":"Not read: OpenShift ignores it on input and derives it from the sources given."},"git":{"title":"GitBuildSource","type":"object","required":["uri"],"properties":{"uri":{"type":"string","description":"URL of the source repository."},"ref":{"type":"string","description":"Branch, tag or commit to build."},"httpProxy":{"type":"string"},"httpsProxy":{"type":"string"},"noProxy":{"type":"string"}},"additionalProperties":false},"contextDir":{"type":"string","description":"Subdirectory of the repository to build from."},"dockerfile":{"type":"string","description":"Inline Dockerfile, used instead of the repository's."},"binary":{"type":"object","properties":{"asFile":{"type":"string"}},"additionalProperties":false},"images":{"type":"array","items":{"type":"object"}},"sourceSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"secrets":{"type":"array","items":{"type":"object"}},"configMaps":{"type":"array","items":{"type":"object"}}},"additionalProperties":false},"BuildStrategy":{"title":"BuildStrategy","type":"object","properties":{"type":{"enum":["Docker","Source","Custom","JenkinsPipeline"]},"dockerStrategy":{"title":"DockerBuildStrategy","type":"object","properties":{"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"pullSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"noCache":{"type":"boolean"},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"forcePull":{"type":"boolean"},"dockerfilePath":{"type":"string"},"buildArgs":{"$ref":"common.schema.json#/definitions/EnvVarList"},"imageOptimizationPolicy":{"type":"string"}},"additionalProperties":false},"sourceStrategy":{"title":"SourceBuildStrategy","type":"object","required":["from"],"properties":{"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"pullSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"scripts":{"type":"string"},"incremental":{"type":"boolean"},"forcePull":{"type":"boolean"}},"additionalProperties":false},"customStrategy":{"title":"CustomBuildStrategy","type":"object","required":["from"],"properties":{"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"pullSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"exposeDockerSocket":{"type":"boolean"},"forcePull":{"type":"boolean"},"secrets":{"type":"array","items":{"type":"object"}},"buildAPIVersion":{"type":"string"}},"additionalProperties":false},"jenkinsPipelineStrategy":{"type":"object"}},"additionalProperties":false},"BuildOutput":{"title":"BuildOutput","type":"object","properties":{"to":{"title":"BuildOutputTarget","description":"ImageStreamTag (stream:tag) or DockerImage (pull spec) to push the image to.","type":"object","required":["kind","name"],"properties":{"kind":{"enum":["ImageStreamTag","DockerImage"]},"name":{"type":"string"},"namespace":{"type":"string"}},"additionalProperties":false},"pushSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"imageLabels":{"type":"array","items":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"value":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false},"WebHookTrigger":{"title":"WebHookTrigger","type":"object","properties":{"secret":{"type":"string","description":"Deprecated inline secret; prefer secretReference."},"secretReference":{"$ref":"common.schema.json#/definitions/LocalObjectReference","description":"Secret whose WebHookSecretKey authorizes the hook."},"allowEnv":{"type":"boolean"}},"additionalProperties":false},"BuildTriggerPolicy":{"title":"BuildTriggerPolicy","type":"object","required":["type"],"properties":{"type":{"enum":["GitHub","Generic","GitLab","Bitbucket","ImageChange","ConfigChange"]},"github":{"$ref":"#/definitions/WebHookTrigger"},"generic":{"$ref":"#/definitions/WebHookTrigger"},"gitlab":{"$ref":"#/definitions/WebHookTrigger"},"bitbucket":{"$ref":"#/definitions/WebHookTrigger"},"imageChange":{"title":"ImageChangeTrigger","type":["object","null"],"properties":{"lastTriggeredImageID":{"type":"string"},"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"paused":{"type":"boolean"}},"additionalProperties":false}},"additionalProperties":false}}};
const schema13 = {"title":"ObjectMeta","description":"Standard object metadata. The namespace, when given, must be the project folder's name.","type":"object","required":["name"],"properties":{"name":{"type":"string","description":"Name of the object, unique per kind within its project."},"namespace":{"type":"string","description":"Project (namespace) of the object; defaults to the folder's project."},"labels":{"$ref":"#/definitions/StringMap","description":"Labels copied to the rendered objects."},"annotations":{"$ref":"#/definitions/StringMap","description":"Annotations copied to the rendered objects."},"generateName":{"type":"string"},"uid":{"type":"string"},"resourceVersion":{"type":"string"},"generation":{"type":"integer"},"creationTimestamp":{"type":["string","null"],"description":"Kept when manifests are exported from OpenShift; decides which Route is older."},"selfLink":{"type":"string"},"finalizers":{"type":"array","items":{"type":"string"}},"ownerReferences":{"type":"array","items":{"type":"object"}},"managedFields":{"type":"array","items":{"type":"object"}}},"additionalProperties":false};
const schema14 = {"title":"StringMap","type":"object","additionalProperties":{"type":"string"}};
const func2 = Object.prototype.hasOwnProperty;

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.namespace !== undefined){
let data1 = data.namespace;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.namespace.type,parentSchema:schema13.properties.namespace,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.labels !== undefined){
let data2 = data.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.annotations !== undefined){
let data4 = data.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err7 = {instancePath:instancePath+"/annotations",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generateName !== undefined){
let data6 = data.generateName;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/generateName",schemaPath:"#/properties/generateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.generateName.type,parentSchema:schema13.properties.generateName,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.uid !== undefined){
let data7 = data.uid;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.uid.type,parentSchema:schema13.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resourceVersion !== undefined){
let data8 = data.resourceVersion;
if(typeof data8 !== "string"){
const err10 = {instancePath:instancePath+"/resourceVersion",schemaPath:"#/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.resourceVersion.type,parentSchema:schema13.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.generation !== undefined){
let data9 = data.generation;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.generation.type,parentSchema:schema13.properties.generation,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creationTimestamp !== undefined){
let data10 = data.creationTimestamp;
if((typeof data10 !== "string") && (data10 !== null)){
const err12 = {instancePath:instancePath+"/creationTimestamp",schemaPath:"#/properties/creationTimestamp/type",keyword:"type",params:{type: schema13.properties.creationTimestamp.type},message:"must be string,null",schema:schema13.properties.creationTimestamp.type,parentSchema:schema13.properties.creationTimestamp,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selfLink !== undefined){
let data11 = data.selfLink;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/selfLink",schemaPath:"#/properties/selfLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.selfLink.type,parentSchema:schema13.properties.selfLink,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data12 = data.finalizers;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.finalizers.items.type,parentSchema:schema13.properties.finalizers.items,data:data13};
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
const err15 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.finalizers.type,parentSchema:schema13.properties.finalizers,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.ownerReferences !== undefined){
let data14 = data.ownerReferences;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err16 = {instancePath:instancePath+"/ownerReferences/" + i1,schemaPath:"#/properties/ownerReferences/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.ownerReferences.items.type,parentSchema:schema13.properties.ownerReferences.items,data:data15};
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
const err17 = {instancePath:instancePath+"/ownerReferences",schemaPath:"#/properties/ownerReferences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.ownerReferences.type,parentSchema:schema13.properties.ownerReferences,data:data14};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.managedFields !== undefined){
let data16 = data.managedFields;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err18 = {instancePath:instancePath+"/managedFields/" + i2,schemaPath:"#/properties/managedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.managedFields.items.type,parentSchema:schema13.properties.managedFields.items,data:data17};
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
else {
const err19 = {instancePath:instancePath+"/managedFields",schemaPath:"#/properties/managedFields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.managedFields.type,parentSchema:schema13.properties.managedFields,data:data16};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const schema16 = {"title":"BuildConfigSpec","type":"object","required":["strategy"],"properties":{"triggers":{"type":"array","items":{"$ref":"#/definitions/BuildTriggerPolicy"}},"runPolicy":{"enum":["Serial","Parallel","SerialLatestOnly"],"default":"Serial"},"serviceAccount":{"type":"string"},"source":{"$ref":"#/definitions/BuildSource"},"revision":{"type":"object"},"strategy":{"$ref":"#/definitions/BuildStrategy"},"output":{"$ref":"#/definitions/BuildOutput"},"resources":{"$ref":"common.schema.json#/definitions/ResourceRequirements"},"postCommit":{"title":"BuildPostCommitSpec","type":"object","properties":{"script":{"type":"string"},"command":{"type":"array","items":{"type":"string"}},"args":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"completionDeadlineSeconds":{"type":"integer","minimum":1},"nodeSelector":{"$ref":"common.schema.json#/definitions/StringMap"},"mountTrustedCA":{"type":"boolean"},"successfulBuildsHistoryLimit":{"type":"integer","minimum":0,"default":5},"failedBuildsHistoryLimit":{"type":"integer","minimum":0,"default":5}},"additionalProperties":false};
const schema17 = {"title":"BuildTriggerPolicy","type":"object","required":["type"],"properties":{"type":{"enum":["GitHub","Generic","GitLab","Bitbucket","ImageChange","ConfigChange"]},"github":{"$ref":"#/definitions/WebHookTrigger"},"generic":{"$ref":"#/definitions/WebHookTrigger"},"gitlab":{"$ref":"#/definitions/WebHookTrigger"},"bitbucket":{"$ref":"#/definitions/WebHookTrigger"},"imageChange":{"title":"ImageChangeTrigger","type":["object","null"],"properties":{"lastTriggeredImageID":{"type":"string"},"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"paused":{"type":"boolean"}},"additionalProperties":false}},"additionalProperties":false};
const schema20 = {"title":"ObjectReference","description":"A reference to another object by kind, name and optional namespace.","type":"object","required":["kind","name"],"properties":{"kind":{"type":"string","description":"Kind of the referenced object."},"name":{"type":"string","description":"Name of the referenced object."},"namespace":{"type":"string","description":"Namespace of the referenced object; defaults to the referrer's."},"apiVersion":{"type":"string"},"uid":{"type":"string"},"resourceVersion":{"type":"string"},"fieldPath":{"type":"string"}},"additionalProperties":false};
const schema18 = {"title":"WebHookTrigger","type":"object","properties":{"secret":{"type":"string","description":"Deprecated inline secret; prefer secretReference."},"secretReference":{"$ref":"common.schema.json#/definitions/LocalObjectReference","description":"Secret whose WebHookSecretKey authorizes the hook."},"allowEnv":{"type":"boolean"}},"additionalProperties":false};
const schema19 = {"title":"LocalObjectReference","type":"object","required":["name"],"properties":{"name":{"type":"string","description":"Name of an object in the same namespace."}},"additionalProperties":false};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "secret") || (key0 === "secretReference")) || (key0 === "allowEnv"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.secret !== undefined){
let data0 = data.secret;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.secret.type,parentSchema:schema18.properties.secret,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.secretReference !== undefined){
let data1 = data.secretReference;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/secretReference",schemaPath:"common.schema.json#/definitions/LocalObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema19.required,parentSchema:schema19,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data1){
if(!(key1 === "name")){
const err3 = {instancePath:instancePath+"/secretReference",schemaPath:"common.schema.json#/definitions/LocalObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/secretReference/name",schemaPath:"common.schema.json#/definitions/LocalObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.name.type,parentSchema:schema19.properties.name,data:data2};
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
else {
const err5 = {instancePath:instancePath+"/secretReference",schemaPath:"common.schema.json#/definitions/LocalObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.allowEnv !== undefined){
let data3 = data.allowEnv;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/allowEnv",schemaPath:"#/properties/allowEnv/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.allowEnv.type,parentSchema:schema18.properties.allowEnv,data:data3};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}


function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "type") || (key0 === "github")) || (key0 === "generic")) || (key0 === "gitlab")) || (key0 === "bitbucket")) || (key0 === "imageChange"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(!((((((data0 === "GitHub") || (data0 === "Generic")) || (data0 === "GitLab")) || (data0 === "Bitbucket")) || (data0 === "ImageChange")) || (data0 === "ConfigChange"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema17.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.type.enum,parentSchema:schema17.properties.type,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.github !== undefined){
if(!(validate16(data.github, {instancePath:instancePath+"/github",parentData:data,parentDataProperty:"github",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
if(data.generic !== undefined){
if(!(validate16(data.generic, {instancePath:instancePath+"/generic",parentData:data,parentDataProperty:"generic",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
if(data.gitlab !== undefined){
if(!(validate16(data.gitlab, {instancePath:instancePath+"/gitlab",parentData:data,parentDataProperty:"gitlab",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
if(data.bitbucket !== undefined){
if(!(validate16(data.bitbucket, {instancePath:instancePath+"/bitbucket",parentData:data,parentDataProperty:"bitbucket",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
if(data.imageChange !== undefined){
let data5 = data.imageChange;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err3 = {instancePath:instancePath+"/imageChange",schemaPath:"#/properties/imageChange/type",keyword:"type",params:{type: schema17.properties.imageChange.type},message:"must be object,null",schema:schema17.properties.imageChange.type,parentSchema:schema17.properties.imageChange,data:data5};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(((key1 === "lastTriggeredImageID") || (key1 === "from")) || (key1 === "paused"))){
const err4 = {instancePath:instancePath+"/imageChange",schemaPath:"#/properties/imageChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.imageChange,data:data5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data5.lastTriggeredImageID !== undefined){
let data6 = data5.lastTriggeredImageID;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/imageChange/lastTriggeredImageID",schemaPath:"#/properties/imageChange/properties/lastTriggeredImageID/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.imageChange.properties.lastTriggeredImageID.type,parentSchema:schema17.properties.imageChange.properties.lastTriggeredImageID,data:data6};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data5.from !== undefined){
let data7 = data5.from;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.kind === undefined){
const err6 = {instancePath:instancePath+"/imageChange/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema20.required,parentSchema:schema20,data:data7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data7.name === undefined){
const err7 = {instancePath:instancePath+"/imageChange/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema20.required,parentSchema:schema20,data:data7};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key2 in data7){
if(!(((((((key2 === "kind") || (key2 === "name")) || (key2 === "namespace")) || (key2 === "apiVersion")) || (key2 === "uid")) || (key2 === "resourceVersion")) || (key2 === "fieldPath"))){
const err8 = {instancePath:instancePath+"/imageChange/from",schemaPath:"common.schema.json#/definitions/ObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data:data7};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data7.kind !== undefined){
let data8 = data7.kind;
if(typeof data8 !== "string"){
const err9 = {instancePath:instancePath+"/imageChange/from/kind",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.kind.type,parentSchema:schema20.properties.kind,data:data8};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data7.name !== undefined){
let data9 = data7.name;
if(typeof data9 !== "string"){
const err10 = {instancePath:instancePath+"/imageChange/from/name",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.name.type,parentSchema:schema20.properties.name,data:data9};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data7.namespace !== undefined){
let data10 = data7.namespace;
if(typeof data10 !== "string"){
const err11 = {instancePath:instancePath+"/imageChange/from/namespace",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.namespace.type,parentSchema:schema20.properties.namespace,data:data10};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data7.apiVersion !== undefined){
let data11 = data7.apiVersion;
if(typeof data11 !== "string"){
const err12 = {instancePath:instancePath+"/imageChange/from/apiVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.apiVersion.type,parentSchema:schema20.properties.apiVersion,data:data11};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.uid !== undefined){
let data12 = data7.uid;
if(typeof data12 !== "string"){
const err13 = {instancePath:instancePath+"/imageChange/from/uid",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.uid.type,parentSchema:schema20.properties.uid,data:data12};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.resourceVersion !== undefined){
let data13 = data7.resourceVersion;
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/imageChange/from/resourceVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.resourceVersion.type,parentSchema:schema20.properties.resourceVersion,data:data13};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.fieldPath !== undefined){
let data14 = data7.fieldPath;
if(typeof data14 !== "string"){
const err15 = {instancePath:instancePath+"/imageChange/from/fieldPath",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/fieldPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.fieldPath.type,parentSchema:schema20.properties.fieldPath,data:data14};
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
const err16 = {instancePath:instancePath+"/imageChange/from",schemaPath:"common.schema.json#/definitions/ObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.paused !== undefined){
let data15 = data5.paused;
if(typeof data15 !== "boolean"){
const err17 = {instancePath:instancePath+"/imageChange/paused",schemaPath:"#/properties/imageChange/properties/paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.imageChange.properties.paused.type,parentSchema:schema17.properties.imageChange.properties.paused,data:data15};
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
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const schema21 = {"title":"BuildSource","type":"object","properties":{"type":{"type":"string","examples":["Git","Dockerfile","Binary","Image","None"],"description":"Not read: OpenShift ignores it on input and derives it from the sources given."},"git":{"title":"GitBuildSource","type":"object","required":["uri"],"properties":{"uri":{"type":"string","description":"URL of the source repository."},"ref":{"type":"string","description":"Branch, tag or commit to build."},"httpProxy":{"type":"string"},"httpsProxy":{"type":"string"},"noProxy":{"type":"string"}},"additionalProperties":false},"contextDir":{"type":"string","description":"Subdirectory of the repository to build from."},"dockerfile":{"type":"string","description":"Inline Dockerfile, used instead of the repository's."},"binary":{"type":"object","properties":{"asFile":{"type":"string"}},"additionalProperties":false},"images":{"type":"array","items":{"type":"object"}},"sourceSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"secrets":{"type":"array","items":{"type":"object"}},"configMaps":{"type":"array","items":{"type":"object"}}},"additionalProperties":false};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema21.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.type.type,parentSchema:schema21.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.git !== undefined){
let data1 = data.git;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.uri === undefined){
const err2 = {instancePath:instancePath+"/git",schemaPath:"#/properties/git/required",keyword:"required",params:{missingProperty: "uri"},message:"must have required property '"+"uri"+"'",schema:schema21.properties.git.required,parentSchema:schema21.properties.git,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data1){
if(!(((((key1 === "uri") || (key1 === "ref")) || (key1 === "httpProxy")) || (key1 === "httpsProxy")) || (key1 === "noProxy"))){
const err3 = {instancePath:instancePath+"/git",schemaPath:"#/properties/git/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema21.properties.git,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.uri !== undefined){
let data2 = data1.uri;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/git/uri",schemaPath:"#/properties/git/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.git.properties.uri.type,parentSchema:schema21.properties.git.properties.uri,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.ref !== undefined){
let data3 = data1.ref;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/git/ref",schemaPath:"#/properties/git/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.git.properties.ref.type,parentSchema:schema21.properties.git.properties.ref,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.httpProxy !== undefined){
let data4 = data1.httpProxy;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/git/httpProxy",schemaPath:"#/properties/git/properties/httpProxy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.git.properties.httpProxy.type,parentSchema:schema21.properties.git.properties.httpProxy,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.httpsProxy !== undefined){
let data5 = data1.httpsProxy;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/git/httpsProxy",schemaPath:"#/properties/git/properties/httpsProxy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.git.properties.httpsProxy.type,parentSchema:schema21.properties.git.properties.httpsProxy,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.noProxy !== undefined){
let data6 = data1.noProxy;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/git/noProxy",schemaPath:"#/properties/git/properties/noProxy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.git.properties.noProxy.type,parentSchema:schema21.properties.git.properties.noProxy,data:data6};
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
else {
const err9 = {instancePath:instancePath+"/git",schemaPath:"#/properties/git/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.properties.git.type,parentSchema:schema21.properties.git,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.contextDir !== undefined){
let data7 = data.contextDir;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/contextDir",schemaPath:"#/properties/contextDir/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.contextDir.type,parentSchema:schema21.properties.contextDir,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.dockerfile !== undefined){
let data8 = data.dockerfile;
if(typeof data8 !== "string"){
const err11 = {instancePath:instancePath+"/dockerfile",schemaPath:"#/properties/dockerfile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.dockerfile.type,parentSchema:schema21.properties.dockerfile,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.binary !== undefined){
let data9 = data.binary;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!(key2 === "asFile")){
const err12 = {instancePath:instancePath+"/binary",schemaPath:"#/properties/binary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema21.properties.binary,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data9.asFile !== undefined){
let data10 = data9.asFile;
if(typeof data10 !== "string"){
const err13 = {instancePath:instancePath+"/binary/asFile",schemaPath:"#/properties/binary/properties/asFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.binary.properties.asFile.type,parentSchema:schema21.properties.binary.properties.asFile,data:data10};
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
const err14 = {instancePath:instancePath+"/binary",schemaPath:"#/properties/binary/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.properties.binary.type,parentSchema:schema21.properties.binary,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.images !== undefined){
let data11 = data.images;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(!(data12 && typeof data12 == "object" && !Array.isArray(data12))){
const err15 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.properties.images.items.type,parentSchema:schema21.properties.images.items,data:data12};
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
const err16 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.properties.images.type,parentSchema:schema21.properties.images,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.sourceSecret !== undefined){
let data13 = data.sourceSecret;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.name === undefined){
const err17 = {instancePath:instancePath+"/sourceSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema19.required,parentSchema:schema19,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key3 in data13){
if(!(key3 === "name")){
const err18 = {instancePath:instancePath+"/sourceSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data:data13};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data13.name !== undefined){
let data14 = data13.name;
if(typeof data14 !== "string"){
const err19 = {instancePath:instancePath+"/sourceSecret/name",schemaPath:"common.schema.json#/definitions/LocalObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.name.type,parentSchema:schema19.properties.name,data:data14};
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
else {
const err20 = {instancePath:instancePath+"/sourceSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.secrets !== undefined){
let data15 = data.secrets;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err21 = {instancePath:instancePath+"/secrets/" + i1,schemaPath:"#/properties/secrets/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.properties.secrets.items.type,parentSchema:schema21.properties.secrets.items,data:data16};
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
const err22 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.properties.secrets.type,parentSchema:schema21.properties.secrets,data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.configMaps !== undefined){
let data17 = data.configMaps;
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err23 = {instancePath:instancePath+"/configMaps/" + i2,schemaPath:"#/properties/configMaps/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.properties.configMaps.items.type,parentSchema:schema21.properties.configMaps.items,data:data18};
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
else {
const err24 = {instancePath:instancePath+"/configMaps",schemaPath:"#/properties/configMaps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.properties.configMaps.type,parentSchema:schema21.properties.configMaps,data:data17};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

const schema23 = {"title":"BuildStrategy","type":"object","properties":{"type":{"enum":["Docker","Source","Custom","JenkinsPipeline"]},"dockerStrategy":{"title":"DockerBuildStrategy","type":"object","properties":{"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"pullSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"noCache":{"type":"boolean"},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"forcePull":{"type":"boolean"},"dockerfilePath":{"type":"string"},"buildArgs":{"$ref":"common.schema.json#/definitions/EnvVarList"},"imageOptimizationPolicy":{"type":"string"}},"additionalProperties":false},"sourceStrategy":{"title":"SourceBuildStrategy","type":"object","required":["from"],"properties":{"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"pullSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"scripts":{"type":"string"},"incremental":{"type":"boolean"},"forcePull":{"type":"boolean"}},"additionalProperties":false},"customStrategy":{"title":"CustomBuildStrategy","type":"object","required":["from"],"properties":{"from":{"$ref":"common.schema.json#/definitions/ObjectReference"},"pullSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"exposeDockerSocket":{"type":"boolean"},"forcePull":{"type":"boolean"},"secrets":{"type":"array","items":{"type":"object"}},"buildAPIVersion":{"type":"string"}},"additionalProperties":false},"jenkinsPipelineStrategy":{"type":"object"}},"additionalProperties":false};
const schema26 = {"title":"EnvVarList","type":"array","items":{"$ref":"#/definitions/EnvVar"}};
const schema27 = {"title":"EnvVar","description":"An environment variable of a container.","type":"object","required":["name"],"properties":{"name":{"type":"string"},"value":{"type":"string"},"valueFrom":{"type":"object"}},"additionalProperties":false};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema27.required,parentSchema:schema27,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "name") || (key0 === "value")) || (key0 === "valueFrom"))){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/definitions/EnvVar/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.name.type,parentSchema:schema27.properties.name,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.value !== undefined){
let data2 = data0.value;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/value",schemaPath:"#/definitions/EnvVar/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.value.type,parentSchema:schema27.properties.value,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.valueFrom !== undefined){
let data3 = data0.valueFrom;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err4 = {instancePath:instancePath+"/" + i0+"/valueFrom",schemaPath:"#/definitions/EnvVar/properties/valueFrom/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.valueFrom.type,parentSchema:schema27.properties.valueFrom,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data:data0};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "type") || (key0 === "dockerStrategy")) || (key0 === "sourceStrategy")) || (key0 === "customStrategy")) || (key0 === "jenkinsPipelineStrategy"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(!((((data0 === "Docker") || (data0 === "Source")) || (data0 === "Custom")) || (data0 === "JenkinsPipeline"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema23.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema23.properties.type.enum,parentSchema:schema23.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.dockerStrategy !== undefined){
let data1 = data.dockerStrategy;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((((((((key1 === "from") || (key1 === "pullSecret")) || (key1 === "noCache")) || (key1 === "env")) || (key1 === "forcePull")) || (key1 === "dockerfilePath")) || (key1 === "buildArgs")) || (key1 === "imageOptimizationPolicy"))){
const err2 = {instancePath:instancePath+"/dockerStrategy",schemaPath:"#/properties/dockerStrategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema23.properties.dockerStrategy,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.from !== undefined){
let data2 = data1.from;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind === undefined){
const err3 = {instancePath:instancePath+"/dockerStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema20.required,parentSchema:schema20,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.name === undefined){
const err4 = {instancePath:instancePath+"/dockerStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema20.required,parentSchema:schema20,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key2 in data2){
if(!(((((((key2 === "kind") || (key2 === "name")) || (key2 === "namespace")) || (key2 === "apiVersion")) || (key2 === "uid")) || (key2 === "resourceVersion")) || (key2 === "fieldPath"))){
const err5 = {instancePath:instancePath+"/dockerStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.kind !== undefined){
let data3 = data2.kind;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/dockerStrategy/from/kind",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.kind.type,parentSchema:schema20.properties.kind,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.name !== undefined){
let data4 = data2.name;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/dockerStrategy/from/name",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.name.type,parentSchema:schema20.properties.name,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.namespace !== undefined){
let data5 = data2.namespace;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/dockerStrategy/from/namespace",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.namespace.type,parentSchema:schema20.properties.namespace,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.apiVersion !== undefined){
let data6 = data2.apiVersion;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/dockerStrategy/from/apiVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.apiVersion.type,parentSchema:schema20.properties.apiVersion,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.uid !== undefined){
let data7 = data2.uid;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/dockerStrategy/from/uid",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.uid.type,parentSchema:schema20.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.resourceVersion !== undefined){
let data8 = data2.resourceVersion;
if(typeof data8 !== "string"){
const err11 = {instancePath:instancePath+"/dockerStrategy/from/resourceVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.resourceVersion.type,parentSchema:schema20.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.fieldPath !== undefined){
let data9 = data2.fieldPath;
if(typeof data9 !== "string"){
const err12 = {instancePath:instancePath+"/dockerStrategy/from/fieldPath",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/fieldPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.fieldPath.type,parentSchema:schema20.properties.fieldPath,data:data9};
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
const err13 = {instancePath:instancePath+"/dockerStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.pullSecret !== undefined){
let data10 = data1.pullSecret;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err14 = {instancePath:instancePath+"/dockerStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema19.required,parentSchema:schema19,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key3 in data10){
if(!(key3 === "name")){
const err15 = {instancePath:instancePath+"/dockerStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data10.name !== undefined){
let data11 = data10.name;
if(typeof data11 !== "string"){
const err16 = {instancePath:instancePath+"/dockerStrategy/pullSecret/name",schemaPath:"common.schema.json#/definitions/LocalObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.name.type,parentSchema:schema19.properties.name,data:data11};
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
const err17 = {instancePath:instancePath+"/dockerStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.noCache !== undefined){
let data12 = data1.noCache;
if(typeof data12 !== "boolean"){
const err18 = {instancePath:instancePath+"/dockerStrategy/noCache",schemaPath:"#/properties/dockerStrategy/properties/noCache/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.dockerStrategy.properties.noCache.type,parentSchema:schema23.properties.dockerStrategy.properties.noCache,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.env !== undefined){
if(!(validate25(data1.env, {instancePath:instancePath+"/dockerStrategy/env",parentData:data1,parentDataProperty:"env",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data1.forcePull !== undefined){
let data14 = data1.forcePull;
if(typeof data14 !== "boolean"){
const err19 = {instancePath:instancePath+"/dockerStrategy/forcePull",schemaPath:"#/properties/dockerStrategy/properties/forcePull/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.dockerStrategy.properties.forcePull.type,parentSchema:schema23.properties.dockerStrategy.properties.forcePull,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.dockerfilePath !== undefined){
let data15 = data1.dockerfilePath;
if(typeof data15 !== "string"){
const err20 = {instancePath:instancePath+"/dockerStrategy/dockerfilePath",schemaPath:"#/properties/dockerStrategy/properties/dockerfilePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.dockerStrategy.properties.dockerfilePath.type,parentSchema:schema23.properties.dockerStrategy.properties.dockerfilePath,data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.buildArgs !== undefined){
if(!(validate25(data1.buildArgs, {instancePath:instancePath+"/dockerStrategy/buildArgs",parentData:data1,parentDataProperty:"buildArgs",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data1.imageOptimizationPolicy !== undefined){
let data17 = data1.imageOptimizationPolicy;
if(typeof data17 !== "string"){
const err21 = {instancePath:instancePath+"/dockerStrategy/imageOptimizationPolicy",schemaPath:"#/properties/dockerStrategy/properties/imageOptimizationPolicy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.dockerStrategy.properties.imageOptimizationPolicy.type,parentSchema:schema23.properties.dockerStrategy.properties.imageOptimizationPolicy,data:data17};
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
const err22 = {instancePath:instancePath+"/dockerStrategy",schemaPath:"#/properties/dockerStrategy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.properties.dockerStrategy.type,parentSchema:schema23.properties.dockerStrategy,data:data1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.sourceStrategy !== undefined){
let data18 = data.sourceStrategy;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.from === undefined){
const err23 = {instancePath:instancePath+"/sourceStrategy",schemaPath:"#/properties/sourceStrategy/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema23.properties.sourceStrategy.required,parentSchema:schema23.properties.sourceStrategy,data:data18};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key4 in data18){
if(!((((((key4 === "from") || (key4 === "pullSecret")) || (key4 === "env")) || (key4 === "scripts")) || (key4 === "incremental")) || (key4 === "forcePull"))){
const err24 = {instancePath:instancePath+"/sourceStrategy",schemaPath:"#/properties/sourceStrategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema23.properties.sourceStrategy,data:data18};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data18.from !== undefined){
let data19 = data18.from;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.kind === undefined){
const err25 = {instancePath:instancePath+"/sourceStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema20.required,parentSchema:schema20,data:data19};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data19.name === undefined){
const err26 = {instancePath:instancePath+"/sourceStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema20.required,parentSchema:schema20,data:data19};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key5 in data19){
if(!(((((((key5 === "kind") || (key5 === "name")) || (key5 === "namespace")) || (key5 === "apiVersion")) || (key5 === "uid")) || (key5 === "resourceVersion")) || (key5 === "fieldPath"))){
const err27 = {instancePath:instancePath+"/sourceStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data:data19};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data19.kind !== undefined){
let data20 = data19.kind;
if(typeof data20 !== "string"){
const err28 = {instancePath:instancePath+"/sourceStrategy/from/kind",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.kind.type,parentSchema:schema20.properties.kind,data:data20};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data19.name !== undefined){
let data21 = data19.name;
if(typeof data21 !== "string"){
const err29 = {instancePath:instancePath+"/sourceStrategy/from/name",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.name.type,parentSchema:schema20.properties.name,data:data21};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data19.namespace !== undefined){
let data22 = data19.namespace;
if(typeof data22 !== "string"){
const err30 = {instancePath:instancePath+"/sourceStrategy/from/namespace",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.namespace.type,parentSchema:schema20.properties.namespace,data:data22};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data19.apiVersion !== undefined){
let data23 = data19.apiVersion;
if(typeof data23 !== "string"){
const err31 = {instancePath:instancePath+"/sourceStrategy/from/apiVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.apiVersion.type,parentSchema:schema20.properties.apiVersion,data:data23};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data19.uid !== undefined){
let data24 = data19.uid;
if(typeof data24 !== "string"){
const err32 = {instancePath:instancePath+"/sourceStrategy/from/uid",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.uid.type,parentSchema:schema20.properties.uid,data:data24};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data19.resourceVersion !== undefined){
let data25 = data19.resourceVersion;
if(typeof data25 !== "string"){
const err33 = {instancePath:instancePath+"/sourceStrategy/from/resourceVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.resourceVersion.type,parentSchema:schema20.properties.resourceVersion,data:data25};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data19.fieldPath !== undefined){
let data26 = data19.fieldPath;
if(typeof data26 !== "string"){
const err34 = {instancePath:instancePath+"/sourceStrategy/from/fieldPath",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/fieldPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.fieldPath.type,parentSchema:schema20.properties.fieldPath,data:data26};
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
const err35 = {instancePath:instancePath+"/sourceStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data:data19};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data18.pullSecret !== undefined){
let data27 = data18.pullSecret;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.name === undefined){
const err36 = {instancePath:instancePath+"/sourceStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema19.required,parentSchema:schema19,data:data27};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key6 in data27){
if(!(key6 === "name")){
const err37 = {instancePath:instancePath+"/sourceStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data:data27};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data27.name !== undefined){
let data28 = data27.name;
if(typeof data28 !== "string"){
const err38 = {instancePath:instancePath+"/sourceStrategy/pullSecret/name",schemaPath:"common.schema.json#/definitions/LocalObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.name.type,parentSchema:schema19.properties.name,data:data28};
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
const err39 = {instancePath:instancePath+"/sourceStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data27};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data18.env !== undefined){
if(!(validate25(data18.env, {instancePath:instancePath+"/sourceStrategy/env",parentData:data18,parentDataProperty:"env",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data18.scripts !== undefined){
let data30 = data18.scripts;
if(typeof data30 !== "string"){
const err40 = {instancePath:instancePath+"/sourceStrategy/scripts",schemaPath:"#/properties/sourceStrategy/properties/scripts/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.sourceStrategy.properties.scripts.type,parentSchema:schema23.properties.sourceStrategy.properties.scripts,data:data30};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data18.incremental !== undefined){
let data31 = data18.incremental;
if(typeof data31 !== "boolean"){
const err41 = {instancePath:instancePath+"/sourceStrategy/incremental",schemaPath:"#/properties/sourceStrategy/properties/incremental/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.sourceStrategy.properties.incremental.type,parentSchema:schema23.properties.sourceStrategy.properties.incremental,data:data31};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data18.forcePull !== undefined){
let data32 = data18.forcePull;
if(typeof data32 !== "boolean"){
const err42 = {instancePath:instancePath+"/sourceStrategy/forcePull",schemaPath:"#/properties/sourceStrategy/properties/forcePull/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.sourceStrategy.properties.forcePull.type,parentSchema:schema23.properties.sourceStrategy.properties.forcePull,data:data32};
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
else {
const err43 = {instancePath:instancePath+"/sourceStrategy",schemaPath:"#/properties/sourceStrategy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.properties.sourceStrategy.type,parentSchema:schema23.properties.sourceStrategy,data:data18};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.customStrategy !== undefined){
let data33 = data.customStrategy;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.from === undefined){
const err44 = {instancePath:instancePath+"/customStrategy",schemaPath:"#/properties/customStrategy/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema23.properties.customStrategy.required,parentSchema:schema23.properties.customStrategy,data:data33};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key7 in data33){
if(!(((((((key7 === "from") || (key7 === "pullSecret")) || (key7 === "env")) || (key7 === "exposeDockerSocket")) || (key7 === "forcePull")) || (key7 === "secrets")) || (key7 === "buildAPIVersion"))){
const err45 = {instancePath:instancePath+"/customStrategy",schemaPath:"#/properties/customStrategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema23.properties.customStrategy,data:data33};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data33.from !== undefined){
let data34 = data33.from;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.kind === undefined){
const err46 = {instancePath:instancePath+"/customStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema20.required,parentSchema:schema20,data:data34};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data34.name === undefined){
const err47 = {instancePath:instancePath+"/customStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema20.required,parentSchema:schema20,data:data34};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key8 in data34){
if(!(((((((key8 === "kind") || (key8 === "name")) || (key8 === "namespace")) || (key8 === "apiVersion")) || (key8 === "uid")) || (key8 === "resourceVersion")) || (key8 === "fieldPath"))){
const err48 = {instancePath:instancePath+"/customStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data:data34};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data34.kind !== undefined){
let data35 = data34.kind;
if(typeof data35 !== "string"){
const err49 = {instancePath:instancePath+"/customStrategy/from/kind",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.kind.type,parentSchema:schema20.properties.kind,data:data35};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data34.name !== undefined){
let data36 = data34.name;
if(typeof data36 !== "string"){
const err50 = {instancePath:instancePath+"/customStrategy/from/name",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.name.type,parentSchema:schema20.properties.name,data:data36};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data34.namespace !== undefined){
let data37 = data34.namespace;
if(typeof data37 !== "string"){
const err51 = {instancePath:instancePath+"/customStrategy/from/namespace",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.namespace.type,parentSchema:schema20.properties.namespace,data:data37};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data34.apiVersion !== undefined){
let data38 = data34.apiVersion;
if(typeof data38 !== "string"){
const err52 = {instancePath:instancePath+"/customStrategy/from/apiVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.apiVersion.type,parentSchema:schema20.properties.apiVersion,data:data38};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data34.uid !== undefined){
let data39 = data34.uid;
if(typeof data39 !== "string"){
const err53 = {instancePath:instancePath+"/customStrategy/from/uid",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.uid.type,parentSchema:schema20.properties.uid,data:data39};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data34.resourceVersion !== undefined){
let data40 = data34.resourceVersion;
if(typeof data40 !== "string"){
const err54 = {instancePath:instancePath+"/customStrategy/from/resourceVersion",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.resourceVersion.type,parentSchema:schema20.properties.resourceVersion,data:data40};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data34.fieldPath !== undefined){
let data41 = data34.fieldPath;
if(typeof data41 !== "string"){
const err55 = {instancePath:instancePath+"/customStrategy/from/fieldPath",schemaPath:"common.schema.json#/definitions/ObjectReference/properties/fieldPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.fieldPath.type,parentSchema:schema20.properties.fieldPath,data:data41};
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
const err56 = {instancePath:instancePath+"/customStrategy/from",schemaPath:"common.schema.json#/definitions/ObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data:data34};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data33.pullSecret !== undefined){
let data42 = data33.pullSecret;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.name === undefined){
const err57 = {instancePath:instancePath+"/customStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema19.required,parentSchema:schema19,data:data42};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key9 in data42){
if(!(key9 === "name")){
const err58 = {instancePath:instancePath+"/customStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data:data42};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data42.name !== undefined){
let data43 = data42.name;
if(typeof data43 !== "string"){
const err59 = {instancePath:instancePath+"/customStrategy/pullSecret/name",schemaPath:"common.schema.json#/definitions/LocalObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.name.type,parentSchema:schema19.properties.name,data:data43};
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
const err60 = {instancePath:instancePath+"/customStrategy/pullSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data42};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data33.env !== undefined){
if(!(validate25(data33.env, {instancePath:instancePath+"/customStrategy/env",parentData:data33,parentDataProperty:"env",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data33.exposeDockerSocket !== undefined){
let data45 = data33.exposeDockerSocket;
if(typeof data45 !== "boolean"){
const err61 = {instancePath:instancePath+"/customStrategy/exposeDockerSocket",schemaPath:"#/properties/customStrategy/properties/exposeDockerSocket/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.customStrategy.properties.exposeDockerSocket.type,parentSchema:schema23.properties.customStrategy.properties.exposeDockerSocket,data:data45};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data33.forcePull !== undefined){
let data46 = data33.forcePull;
if(typeof data46 !== "boolean"){
const err62 = {instancePath:instancePath+"/customStrategy/forcePull",schemaPath:"#/properties/customStrategy/properties/forcePull/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.customStrategy.properties.forcePull.type,parentSchema:schema23.properties.customStrategy.properties.forcePull,data:data46};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data33.secrets !== undefined){
let data47 = data33.secrets;
if(Array.isArray(data47)){
const len0 = data47.length;
for(let i0=0; i0<len0; i0++){
let data48 = data47[i0];
if(!(data48 && typeof data48 == "object" && !Array.isArray(data48))){
const err63 = {instancePath:instancePath+"/customStrategy/secrets/" + i0,schemaPath:"#/properties/customStrategy/properties/secrets/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.properties.customStrategy.properties.secrets.items.type,parentSchema:schema23.properties.customStrategy.properties.secrets.items,data:data48};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/customStrategy/secrets",schemaPath:"#/properties/customStrategy/properties/secrets/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.customStrategy.properties.secrets.type,parentSchema:schema23.properties.customStrategy.properties.secrets,data:data47};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data33.buildAPIVersion !== undefined){
let data49 = data33.buildAPIVersion;
if(typeof data49 !== "string"){
const err65 = {instancePath:instancePath+"/customStrategy/buildAPIVersion",schemaPath:"#/properties/customStrategy/properties/buildAPIVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.customStrategy.properties.buildAPIVersion.type,parentSchema:schema23.properties.customStrategy.properties.buildAPIVersion,data:data49};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/customStrategy",schemaPath:"#/properties/customStrategy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.properties.customStrategy.type,parentSchema:schema23.properties.customStrategy,data:data33};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.jenkinsPipelineStrategy !== undefined){
let data50 = data.jenkinsPipelineStrategy;
if(!(data50 && typeof data50 == "object" && !Array.isArray(data50))){
const err67 = {instancePath:instancePath+"/jenkinsPipelineStrategy",schemaPath:"#/properties/jenkinsPipelineStrategy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.properties.jenkinsPipelineStrategy.type,parentSchema:schema23.properties.jenkinsPipelineStrategy,data:data50};
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
const err68 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

const schema32 = {"title":"BuildOutput","type":"object","properties":{"to":{"title":"BuildOutputTarget","description":"ImageStreamTag (stream:tag) or DockerImage (pull spec) to push the image to.","type":"object","required":["kind","name"],"properties":{"kind":{"enum":["ImageStreamTag","DockerImage"]},"name":{"type":"string"},"namespace":{"type":"string"}},"additionalProperties":false},"pushSecret":{"$ref":"common.schema.json#/definitions/LocalObjectReference"},"imageLabels":{"type":"array","items":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"value":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "to") || (key0 === "pushSecret")) || (key0 === "imageLabels"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.to !== undefined){
let data0 = data.to;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.kind === undefined){
const err1 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema32.properties.to.required,parentSchema:schema32.properties.to,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.name === undefined){
const err2 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.properties.to.required,parentSchema:schema32.properties.to,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "kind") || (key1 === "name")) || (key1 === "namespace"))){
const err3 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema32.properties.to,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.kind !== undefined){
let data1 = data0.kind;
if(!((data1 === "ImageStreamTag") || (data1 === "DockerImage"))){
const err4 = {instancePath:instancePath+"/to/kind",schemaPath:"#/properties/to/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.to.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.to.properties.kind.enum,parentSchema:schema32.properties.to.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.name !== undefined){
let data2 = data0.name;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/to/name",schemaPath:"#/properties/to/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.to.properties.name.type,parentSchema:schema32.properties.to.properties.name,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.namespace !== undefined){
let data3 = data0.namespace;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/to/namespace",schemaPath:"#/properties/to/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.to.properties.namespace.type,parentSchema:schema32.properties.to.properties.namespace,data:data3};
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
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.properties.to.type,parentSchema:schema32.properties.to,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.pushSecret !== undefined){
let data4 = data.pushSecret;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err8 = {instancePath:instancePath+"/pushSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema19.required,parentSchema:schema19,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key2 in data4){
if(!(key2 === "name")){
const err9 = {instancePath:instancePath+"/pushSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/pushSecret/name",schemaPath:"common.schema.json#/definitions/LocalObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.name.type,parentSchema:schema19.properties.name,data:data5};
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
const err11 = {instancePath:instancePath+"/pushSecret",schemaPath:"common.schema.json#/definitions/LocalObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.imageLabels !== undefined){
let data6 = data.imageLabels;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.name === undefined){
const err12 = {instancePath:instancePath+"/imageLabels/" + i0,schemaPath:"#/properties/imageLabels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.properties.imageLabels.items.required,parentSchema:schema32.properties.imageLabels.items,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key3 in data7){
if(!((key3 === "name") || (key3 === "value"))){
const err13 = {instancePath:instancePath+"/imageLabels/" + i0,schemaPath:"#/properties/imageLabels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema32.properties.imageLabels.items,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.name !== undefined){
let data8 = data7.name;
if(typeof data8 !== "string"){
const err14 = {instancePath:instancePath+"/imageLabels/" + i0+"/name",schemaPath:"#/properties/imageLabels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.imageLabels.items.properties.name.type,parentSchema:schema32.properties.imageLabels.items.properties.name,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.value !== undefined){
let data9 = data7.value;
if(typeof data9 !== "string"){
const err15 = {instancePath:instancePath+"/imageLabels/" + i0+"/value",schemaPath:"#/properties/imageLabels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.imageLabels.items.properties.value.type,parentSchema:schema32.properties.imageLabels.items.properties.value,data:data9};
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
const err16 = {instancePath:instancePath+"/imageLabels/" + i0,schemaPath:"#/properties/imageLabels/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.properties.imageLabels.items.type,parentSchema:schema32.properties.imageLabels.items,data:data7};
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
const err17 = {instancePath:instancePath+"/imageLabels",schemaPath:"#/properties/imageLabels/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.imageLabels.type,parentSchema:schema32.properties.imageLabels,data:data6};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

const schema34 = {"title":"ResourceRequirements","type":"object","properties":{"limits":{"$ref":"#/definitions/QuantityMap"},"requests":{"$ref":"#/definitions/QuantityMap"},"claims":{"type":"array","items":{"type":"object"}}},"additionalProperties":false};
const schema35 = {"title":"QuantityMap","description":"Resource quantities such as cpu: 500m or memory: 1Gi.","type":"object","additionalProperties":{"type":["string","number"]}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "limits") || (key0 === "requests")) || (key0 === "claims"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.limits !== undefined){
let data0 = data.limits;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if((typeof data1 !== "string") && (!((typeof data1 == "number") && (isFinite(data1))))){
const err1 = {instancePath:instancePath+"/limits/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/limits",schemaPath:"#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.requests !== undefined){
let data2 = data.requests;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
let data3 = data2[key2];
if((typeof data3 !== "string") && (!((typeof data3 == "number") && (isFinite(data3))))){
const err3 = {instancePath:instancePath+"/requests/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/requests",schemaPath:"#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.claims !== undefined){
let data4 = data.claims;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err5 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/properties/claims/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.properties.claims.items.type,parentSchema:schema34.properties.claims.items,data:data5};
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
const err6 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.claims.type,parentSchema:schema34.properties.claims,data:data4};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}


function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.strategy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "strategy"},message:"must have required property '"+"strategy"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema16.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.triggers !== undefined){
let data0 = data.triggers;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate15(data0[i0], {instancePath:instancePath+"/triggers/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.triggers.type,parentSchema:schema16.properties.triggers,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.runPolicy !== undefined){
let data2 = data.runPolicy;
if(!(((data2 === "Serial") || (data2 === "Parallel")) || (data2 === "SerialLatestOnly"))){
const err3 = {instancePath:instancePath+"/runPolicy",schemaPath:"#/properties/runPolicy/enum",keyword:"enum",params:{allowedValues: schema16.properties.runPolicy.enum},message:"must be equal to one of the allowed values",schema:schema16.properties.runPolicy.enum,parentSchema:schema16.properties.runPolicy,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.serviceAccount !== undefined){
let data3 = data.serviceAccount;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.serviceAccount.type,parentSchema:schema16.properties.serviceAccount,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.source !== undefined){
if(!(validate22(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.revision !== undefined){
let data5 = data.revision;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err5 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.properties.revision.type,parentSchema:schema16.properties.revision,data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.strategy !== undefined){
if(!(validate24(data.strategy, {instancePath:instancePath+"/strategy",parentData:data,parentDataProperty:"strategy",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.output !== undefined){
if(!(validate31(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.resources !== undefined){
if(!(validate33(data.resources, {instancePath:instancePath+"/resources",parentData:data,parentDataProperty:"resources",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
if(data.postCommit !== undefined){
let data9 = data.postCommit;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key1 in data9){
if(!(((key1 === "script") || (key1 === "command")) || (key1 === "args"))){
const err6 = {instancePath:instancePath+"/postCommit",schemaPath:"#/properties/postCommit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema16.properties.postCommit,data:data9};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data9.script !== undefined){
let data10 = data9.script;
if(typeof data10 !== "string"){
const err7 = {instancePath:instancePath+"/postCommit/script",schemaPath:"#/properties/postCommit/properties/script/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.postCommit.properties.script.type,parentSchema:schema16.properties.postCommit.properties.script,data:data10};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data9.command !== undefined){
let data11 = data9.command;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(typeof data12 !== "string"){
const err8 = {instancePath:instancePath+"/postCommit/command/" + i1,schemaPath:"#/properties/postCommit/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.postCommit.properties.command.items.type,parentSchema:schema16.properties.postCommit.properties.command.items,data:data12};
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
else {
const err9 = {instancePath:instancePath+"/postCommit/command",schemaPath:"#/properties/postCommit/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.postCommit.properties.command.type,parentSchema:schema16.properties.postCommit.properties.command,data:data11};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data9.args !== undefined){
let data13 = data9.args;
if(Array.isArray(data13)){
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(typeof data14 !== "string"){
const err10 = {instancePath:instancePath+"/postCommit/args/" + i2,schemaPath:"#/properties/postCommit/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.postCommit.properties.args.items.type,parentSchema:schema16.properties.postCommit.properties.args.items,data:data14};
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
const err11 = {instancePath:instancePath+"/postCommit/args",schemaPath:"#/properties/postCommit/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.postCommit.properties.args.type,parentSchema:schema16.properties.postCommit.properties.args,data:data13};
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
const err12 = {instancePath:instancePath+"/postCommit",schemaPath:"#/properties/postCommit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.properties.postCommit.type,parentSchema:schema16.properties.postCommit,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.completionDeadlineSeconds !== undefined){
let data15 = data.completionDeadlineSeconds;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err13 = {instancePath:instancePath+"/completionDeadlineSeconds",schemaPath:"#/properties/completionDeadlineSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.completionDeadlineSeconds.type,parentSchema:schema16.properties.completionDeadlineSeconds,data:data15};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err14 = {instancePath:instancePath+"/completionDeadlineSeconds",schemaPath:"#/properties/completionDeadlineSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema16.properties.completionDeadlineSeconds,data:data15};
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
if(data.nodeSelector !== undefined){
let data16 = data.nodeSelector;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key2 in data16){
let data17 = data16[key2];
if(typeof data17 !== "string"){
const err15 = {instancePath:instancePath+"/nodeSelector/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data17};
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
const err16 = {instancePath:instancePath+"/nodeSelector",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data16};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.mountTrustedCA !== undefined){
let data18 = data.mountTrustedCA;
if(typeof data18 !== "boolean"){
const err17 = {instancePath:instancePath+"/mountTrustedCA",schemaPath:"#/properties/mountTrustedCA/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema16.properties.mountTrustedCA.type,parentSchema:schema16.properties.mountTrustedCA,data:data18};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.successfulBuildsHistoryLimit !== undefined){
let data19 = data.successfulBuildsHistoryLimit;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err18 = {instancePath:instancePath+"/successfulBuildsHistoryLimit",schemaPath:"#/properties/successfulBuildsHistoryLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.successfulBuildsHistoryLimit.type,parentSchema:schema16.properties.successfulBuildsHistoryLimit,data:data19};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err19 = {instancePath:instancePath+"/successfulBuildsHistoryLimit",schemaPath:"#/properties/successfulBuildsHistoryLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16.properties.successfulBuildsHistoryLimit,data:data19};
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
if(data.failedBuildsHistoryLimit !== undefined){
let data20 = data.failedBuildsHistoryLimit;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err20 = {instancePath:instancePath+"/failedBuildsHistoryLimit",schemaPath:"#/properties/failedBuildsHistoryLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.failedBuildsHistoryLimit.type,parentSchema:schema16.properties.failedBuildsHistoryLimit,data:data20};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err21 = {instancePath:instancePath+"/failedBuildsHistoryLimit",schemaPath:"#/properties/failedBuildsHistoryLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16.properties.failedBuildsHistoryLimit,data:data20};
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
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/build-config.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "spec")) || (key0 === "status"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if(!((data0 === "build.openshift.io/v1") || (data0 === "v1"))){
const err5 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema11.properties.apiVersion.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.apiVersion.enum,parentSchema:schema11.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("BuildConfig" !== data1){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "BuildConfig"},message:"must be equal to constant",schema:"BuildConfig",parentSchema:schema11.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.metadata !== undefined){
if(!(validate12(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
if(data.spec !== undefined){
if(!(validate14(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.status.type,parentSchema:schema11.properties.status,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const DeploymentConfig = validate36;
const schema38 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/deployment-config.schema.json","title":"DeploymentConfig","description":"An OpenShift DeploymentConfig: rendered as an apps/v1 Deployment, its lifecycle hooks as Jobs run around the rollout.","type":"object","required":["apiVersion","kind","metadata","spec"],"properties":{"apiVersion":{"enum":["apps.openshift.io/v1","v1"]},"kind":{"const":"DeploymentConfig"},"metadata":{"$ref":"common.schema.json#/definitions/ObjectMeta"},"spec":{"$ref":"#/definitions/DeploymentConfigSpec"},"status":{"type":"object"}},"additionalProperties":false,"definitions":{"DeploymentConfigSpec":{"title":"DeploymentConfigSpec","type":"object","required":["template"],"properties":{"strategy":{"$ref":"#/definitions/DeploymentStrategy"},"minReadySeconds":{"type":"integer","minimum":0},"triggers":{"type":"array","items":{"$ref":"#/definitions/DeploymentTriggerPolicy"}},"replicas":{"type":"integer","minimum":0,"default":1},"revisionHistoryLimit":{"type":"integer","minimum":0,"default":10},"test":{"type":"boolean"},"paused":{"type":"boolean"},"selector":{"$ref":"common.schema.json#/definitions/StringMap","description":"Labels that select the pods; defaults to the template's labels."},"template":{"$ref":"#/definitions/PodTemplateSpec"}},"additionalProperties":false},"DeploymentStrategy":{"title":"DeploymentStrategy","type":"object","properties":{"type":{"enum":["Rolling","Recreate","Custom"],"default":"Rolling"},"customParams":{"type":"object"},"recreateParams":{"$ref":"#/definitions/RecreateDeploymentStrategyParams"},"rollingParams":{"$ref":"#/definitions/RollingDeploymentStrategyParams"},"resources":{"$ref":"common.schema.json#/definitions/ResourceRequirements"},"labels":{"$ref":"common.schema.json#/definitions/StringMap"},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"activeDeadlineSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},"RollingDeploymentStrategyParams":{"title":"RollingDeploymentStrategyParams","type":"object","properties":{"updatePeriodSeconds":{"type":"integer","minimum":1,"default":1},"intervalSeconds":{"type":"integer","minimum":1,"default":1},"timeoutSeconds":{"type":"integer","minimum":1,"default":600,"description":"How long a rollout may take; becomes the Deployment's progressDeadlineSeconds."},"maxUnavailable":{"$ref":"common.schema.json#/definitions/IntOrString"},"maxSurge":{"$ref":"common.schema.json#/definitions/IntOrString"},"pre":{"$ref":"#/definitions/LifecycleHook"},"post":{"$ref":"#/definitions/LifecycleHook"}},"additionalProperties":false},"RecreateDeploymentStrategyParams":{"title":"RecreateDeploymentStrategyParams","type":"object","properties":{"timeoutSeconds":{"type":"integer","minimum":1,"default":600},"pre":{"$ref":"#/definitions/LifecycleHook"},"mid":{"$ref":"#/definitions/LifecycleHook"},"post":{"$ref":"#/definitions/LifecycleHook"}},"additionalProperties":false},"LifecycleHook":{"title":"LifecycleHook","description":"A command run in a new pod at a point of the rollout.","type":"object","required":["failurePolicy"],"properties":{"failurePolicy":{"type":"string","minLength":1,"examples":["Abort","Retry","Ignore"],"description":"Abort fails the rollout, Retry runs the hook again, Ignore goes on. The API server takes any value, and any other (such as 'ignore') acts as Abort, in OpenShift's deployer and in gitshift."},"execNewPod":{"$ref":"#/definitions/ExecNewPodHook"},"tagImages":{"type":"array","items":{"type":"object"}}},"additionalProperties":false},"ExecNewPodHook":{"title":"ExecNewPodHook","type":"object","required":["command","containerName"],"properties":{"command":{"type":"array","items":{"type":"string"},"minItems":1},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"containerName":{"type":"string","description":"The template container whose image and settings the hook pod uses."},"volumes":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"DeploymentTriggerPolicy":{"title":"DeploymentTriggerPolicy","type":"object","required":["type"],"properties":{"type":{"enum":["ConfigChange","ImageChange"]},"imageChangeParams":{"$ref":"#/definitions/DeploymentTriggerImageChangeParams"}},"additionalProperties":false},"DeploymentTriggerImageChangeParams":{"title":"DeploymentTriggerImageChangeParams","type":"object","required":["from"],"properties":{"automatic":{"type":"boolean","description":"Roll out as soon as the tag moves; otherwise wait for `gitshift deploy --latest`."},"containerNames":{"type":"array","items":{"type":"string"}},"from":{"title":"ImageStreamTagReference","type":"object","required":["kind","name"],"properties":{"kind":{"const":"ImageStreamTag"},"name":{"type":"string","pattern":"^[^:]+:[^:]+$","description":"stream:tag"},"namespace":{"type":"string"}},"additionalProperties":false},"lastTriggeredImage":{"type":"string","description":"The image the last rollout took."}},"additionalProperties":false},"PodTemplateSpec":{"title":"PodTemplateSpec","type":"object","required":["spec"],"properties":{"metadata":{"type":"object","properties":{"name":{"type":"string"},"labels":{"$ref":"common.schema.json#/definitions/StringMap"},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"creationTimestamp":{"type":["string","null"]}},"additionalProperties":false},"spec":{"$ref":"#/definitions/PodSpec"}},"additionalProperties":false},"PodSpec":{"title":"PodSpec","description":"A Kubernetes pod spec; containers are checked closely, other fields pass to Kubernetes as they are.","type":"object","required":["containers"],"properties":{"containers":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/Container"}},"initContainers":{"type":"array","items":{"$ref":"#/definitions/Container"}},"volumes":{"type":"array","items":{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}}},"serviceAccountName":{"type":"string"},"restartPolicy":{"enum":["Always","OnFailure","Never"]}},"additionalProperties":true},"Container":{"title":"Container","type":"object","required":["name"],"properties":{"name":{"type":"string"},"image":{"type":"string","description":"Replaced by the resolved image for containers named in an automatic ImageChange trigger."},"command":{"type":"array","items":{"type":"string"}},"args":{"type":"array","items":{"type":"string"}},"workingDir":{"type":"string"},"ports":{"type":"array","items":{"type":"object","required":["containerPort"],"properties":{"name":{"type":"string"},"containerPort":{"type":"integer","minimum":1,"maximum":65535},"protocol":{"enum":["TCP","UDP","SCTP"]},"hostPort":{"type":"integer"},"hostIP":{"type":"string"}},"additionalProperties":false}},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"envFrom":{"type":"array","items":{"type":"object"}},"resources":{"$ref":"common.schema.json#/definitions/ResourceRequirements"},"resizePolicy":{"type":"array","items":{"type":"object"}},"restartPolicy":{"type":"string"},"volumeMounts":{"type":"array","items":{"type":"object","required":["name","mountPath"],"properties":{"name":{"type":"string"},"mountPath":{"type":"string"}}}},"volumeDevices":{"type":"array","items":{"type":"object"}},"livenessProbe":{"type":"object"},"readinessProbe":{"type":"object"},"startupProbe":{"type":"object"},"lifecycle":{"type":"object"},"terminationMessagePath":{"type":"string"},"terminationMessagePolicy":{"enum":["File","FallbackToLogsOnError"]},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"securityContext":{"type":"object"},"stdin":{"type":"boolean"},"stdinOnce":{"type":"boolean"},"tty":{"type":"boolean"}},"additionalProperties":false}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.namespace !== undefined){
let data1 = data.namespace;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.namespace.type,parentSchema:schema13.properties.namespace,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.labels !== undefined){
let data2 = data.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.annotations !== undefined){
let data4 = data.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err7 = {instancePath:instancePath+"/annotations",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generateName !== undefined){
let data6 = data.generateName;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/generateName",schemaPath:"#/properties/generateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.generateName.type,parentSchema:schema13.properties.generateName,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.uid !== undefined){
let data7 = data.uid;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.uid.type,parentSchema:schema13.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resourceVersion !== undefined){
let data8 = data.resourceVersion;
if(typeof data8 !== "string"){
const err10 = {instancePath:instancePath+"/resourceVersion",schemaPath:"#/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.resourceVersion.type,parentSchema:schema13.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.generation !== undefined){
let data9 = data.generation;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.generation.type,parentSchema:schema13.properties.generation,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creationTimestamp !== undefined){
let data10 = data.creationTimestamp;
if((typeof data10 !== "string") && (data10 !== null)){
const err12 = {instancePath:instancePath+"/creationTimestamp",schemaPath:"#/properties/creationTimestamp/type",keyword:"type",params:{type: schema13.properties.creationTimestamp.type},message:"must be string,null",schema:schema13.properties.creationTimestamp.type,parentSchema:schema13.properties.creationTimestamp,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selfLink !== undefined){
let data11 = data.selfLink;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/selfLink",schemaPath:"#/properties/selfLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.selfLink.type,parentSchema:schema13.properties.selfLink,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data12 = data.finalizers;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.finalizers.items.type,parentSchema:schema13.properties.finalizers.items,data:data13};
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
const err15 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.finalizers.type,parentSchema:schema13.properties.finalizers,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.ownerReferences !== undefined){
let data14 = data.ownerReferences;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err16 = {instancePath:instancePath+"/ownerReferences/" + i1,schemaPath:"#/properties/ownerReferences/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.ownerReferences.items.type,parentSchema:schema13.properties.ownerReferences.items,data:data15};
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
const err17 = {instancePath:instancePath+"/ownerReferences",schemaPath:"#/properties/ownerReferences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.ownerReferences.type,parentSchema:schema13.properties.ownerReferences,data:data14};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.managedFields !== undefined){
let data16 = data.managedFields;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err18 = {instancePath:instancePath+"/managedFields/" + i2,schemaPath:"#/properties/managedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.managedFields.items.type,parentSchema:schema13.properties.managedFields.items,data:data17};
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
else {
const err19 = {instancePath:instancePath+"/managedFields",schemaPath:"#/properties/managedFields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.managedFields.type,parentSchema:schema13.properties.managedFields,data:data16};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

const schema42 = {"title":"DeploymentConfigSpec","type":"object","required":["template"],"properties":{"strategy":{"$ref":"#/definitions/DeploymentStrategy"},"minReadySeconds":{"type":"integer","minimum":0},"triggers":{"type":"array","items":{"$ref":"#/definitions/DeploymentTriggerPolicy"}},"replicas":{"type":"integer","minimum":0,"default":1},"revisionHistoryLimit":{"type":"integer","minimum":0,"default":10},"test":{"type":"boolean"},"paused":{"type":"boolean"},"selector":{"$ref":"common.schema.json#/definitions/StringMap","description":"Labels that select the pods; defaults to the template's labels."},"template":{"$ref":"#/definitions/PodTemplateSpec"}},"additionalProperties":false};
const schema43 = {"title":"DeploymentStrategy","type":"object","properties":{"type":{"enum":["Rolling","Recreate","Custom"],"default":"Rolling"},"customParams":{"type":"object"},"recreateParams":{"$ref":"#/definitions/RecreateDeploymentStrategyParams"},"rollingParams":{"$ref":"#/definitions/RollingDeploymentStrategyParams"},"resources":{"$ref":"common.schema.json#/definitions/ResourceRequirements"},"labels":{"$ref":"common.schema.json#/definitions/StringMap"},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"activeDeadlineSeconds":{"type":"integer","minimum":1}},"additionalProperties":false};
const schema44 = {"title":"RecreateDeploymentStrategyParams","type":"object","properties":{"timeoutSeconds":{"type":"integer","minimum":1,"default":600},"pre":{"$ref":"#/definitions/LifecycleHook"},"mid":{"$ref":"#/definitions/LifecycleHook"},"post":{"$ref":"#/definitions/LifecycleHook"}},"additionalProperties":false};
const schema45 = {"title":"LifecycleHook","description":"A command run in a new pod at a point of the rollout.","type":"object","required":["failurePolicy"],"properties":{"failurePolicy":{"type":"string","minLength":1,"examples":["Abort","Retry","Ignore"],"description":"Abort fails the rollout, Retry runs the hook again, Ignore goes on. The API server takes any value, and any other (such as 'ignore') acts as Abort, in OpenShift's deployer and in gitshift."},"execNewPod":{"$ref":"#/definitions/ExecNewPodHook"},"tagImages":{"type":"array","items":{"type":"object"}}},"additionalProperties":false};
const func7 = require("ajv/dist/runtime/ucs2length").default;
const schema46 = {"title":"ExecNewPodHook","type":"object","required":["command","containerName"],"properties":{"command":{"type":"array","items":{"type":"string"},"minItems":1},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"containerName":{"type":"string","description":"The template container whose image and settings the hook pod uses."},"volumes":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema27.required,parentSchema:schema27,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "name") || (key0 === "value")) || (key0 === "valueFrom"))){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/definitions/EnvVar/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.name.type,parentSchema:schema27.properties.name,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.value !== undefined){
let data2 = data0.value;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/value",schemaPath:"#/definitions/EnvVar/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.value.type,parentSchema:schema27.properties.value,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.valueFrom !== undefined){
let data3 = data0.valueFrom;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err4 = {instancePath:instancePath+"/" + i0+"/valueFrom",schemaPath:"#/definitions/EnvVar/properties/valueFrom/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.valueFrom.type,parentSchema:schema27.properties.valueFrom,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data:data0};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.command === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.containerName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "containerName"},message:"must have required property '"+"containerName"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "command") || (key0 === "env")) || (key0 === "containerName")) || (key0 === "volumes"))){
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
if(data.command !== undefined){
let data0 = data.command;
if(Array.isArray(data0)){
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema46.properties.command,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.command.items.type,parentSchema:schema46.properties.command.items,data:data1};
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
else {
const err5 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema46.properties.command.type,parentSchema:schema46.properties.command,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.env !== undefined){
if(!(validate44(data.env, {instancePath:instancePath+"/env",parentData:data,parentDataProperty:"env",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.containerName !== undefined){
let data3 = data.containerName;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/containerName",schemaPath:"#/properties/containerName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.containerName.type,parentSchema:schema46.properties.containerName,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.volumes !== undefined){
let data4 = data.volumes;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/volumes/" + i1,schemaPath:"#/properties/volumes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.volumes.items.type,parentSchema:schema46.properties.volumes.items,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/volumes",schemaPath:"#/properties/volumes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema46.properties.volumes.type,parentSchema:schema46.properties.volumes,data:data4};
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
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.failurePolicy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failurePolicy"},message:"must have required property '"+"failurePolicy"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "failurePolicy") || (key0 === "execNewPod")) || (key0 === "tagImages"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.failurePolicy !== undefined){
let data0 = data.failurePolicy;
if(typeof data0 === "string"){
if(func7(data0) < 1){
const err2 = {instancePath:instancePath+"/failurePolicy",schemaPath:"#/properties/failurePolicy/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.failurePolicy,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/failurePolicy",schemaPath:"#/properties/failurePolicy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.failurePolicy.type,parentSchema:schema45.properties.failurePolicy,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.execNewPod !== undefined){
if(!(validate43(data.execNewPod, {instancePath:instancePath+"/execNewPod",parentData:data,parentDataProperty:"execNewPod",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data.tagImages !== undefined){
let data2 = data.tagImages;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err4 = {instancePath:instancePath+"/tagImages/" + i0,schemaPath:"#/properties/tagImages/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.properties.tagImages.items.type,parentSchema:schema45.properties.tagImages.items,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/tagImages",schemaPath:"#/properties/tagImages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.properties.tagImages.type,parentSchema:schema45.properties.tagImages,data:data2};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "timeoutSeconds") || (key0 === "pre")) || (key0 === "mid")) || (key0 === "post"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.timeoutSeconds !== undefined){
let data0 = data.timeoutSeconds;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.timeoutSeconds.type,parentSchema:schema44.properties.timeoutSeconds,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.timeoutSeconds,data:data0};
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
if(data.pre !== undefined){
if(!(validate42(data.pre, {instancePath:instancePath+"/pre",parentData:data,parentDataProperty:"pre",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data.mid !== undefined){
if(!(validate42(data.mid, {instancePath:instancePath+"/mid",parentData:data,parentDataProperty:"mid",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data.post !== undefined){
if(!(validate42(data.post, {instancePath:instancePath+"/post",parentData:data,parentDataProperty:"post",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

const schema49 = {"title":"RollingDeploymentStrategyParams","type":"object","properties":{"updatePeriodSeconds":{"type":"integer","minimum":1,"default":1},"intervalSeconds":{"type":"integer","minimum":1,"default":1},"timeoutSeconds":{"type":"integer","minimum":1,"default":600,"description":"How long a rollout may take; becomes the Deployment's progressDeadlineSeconds."},"maxUnavailable":{"$ref":"common.schema.json#/definitions/IntOrString"},"maxSurge":{"$ref":"common.schema.json#/definitions/IntOrString"},"pre":{"$ref":"#/definitions/LifecycleHook"},"post":{"$ref":"#/definitions/LifecycleHook"}},"additionalProperties":false};
const schema50 = {"title":"IntOrString","description":"A number, or a string such as a percentage or a port name.","oneOf":[{"type":"integer"},{"type":"string"}]};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "updatePeriodSeconds") || (key0 === "intervalSeconds")) || (key0 === "timeoutSeconds")) || (key0 === "maxUnavailable")) || (key0 === "maxSurge")) || (key0 === "pre")) || (key0 === "post"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.updatePeriodSeconds !== undefined){
let data0 = data.updatePeriodSeconds;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/updatePeriodSeconds",schemaPath:"#/properties/updatePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.updatePeriodSeconds.type,parentSchema:schema49.properties.updatePeriodSeconds,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/updatePeriodSeconds",schemaPath:"#/properties/updatePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema49.properties.updatePeriodSeconds,data:data0};
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
if(data.intervalSeconds !== undefined){
let data1 = data.intervalSeconds;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/intervalSeconds",schemaPath:"#/properties/intervalSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.intervalSeconds.type,parentSchema:schema49.properties.intervalSeconds,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/intervalSeconds",schemaPath:"#/properties/intervalSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema49.properties.intervalSeconds,data:data1};
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
if(data.timeoutSeconds !== undefined){
let data2 = data.timeoutSeconds;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.timeoutSeconds.type,parentSchema:schema49.properties.timeoutSeconds,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema49.properties.timeoutSeconds,data:data2};
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
if(data.maxUnavailable !== undefined){
let data3 = data.maxUnavailable;
const _errs10 = errors;
let valid2 = false;
let passing0 = null;
const _errs11 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/maxUnavailable",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.oneOf[0].type,parentSchema:schema50.oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs13 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/maxUnavailable",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.oneOf[1].type,parentSchema:schema50.oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err9 = {instancePath:instancePath+"/maxUnavailable",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema50.oneOf,parentSchema:schema50,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.maxSurge !== undefined){
let data4 = data.maxSurge;
const _errs17 = errors;
let valid4 = false;
let passing1 = null;
const _errs18 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/maxSurge",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.oneOf[0].type,parentSchema:schema50.oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs20 = errors;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/maxSurge",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.oneOf[1].type,parentSchema:schema50.oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err12 = {instancePath:instancePath+"/maxSurge",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema50.oneOf,parentSchema:schema50,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.pre !== undefined){
if(!(validate42(data.pre, {instancePath:instancePath+"/pre",parentData:data,parentDataProperty:"pre",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data.post !== undefined){
if(!(validate42(data.post, {instancePath:instancePath+"/post",parentData:data,parentDataProperty:"post",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "limits") || (key0 === "requests")) || (key0 === "claims"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.limits !== undefined){
let data0 = data.limits;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if((typeof data1 !== "string") && (!((typeof data1 == "number") && (isFinite(data1))))){
const err1 = {instancePath:instancePath+"/limits/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/limits",schemaPath:"#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.requests !== undefined){
let data2 = data.requests;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
let data3 = data2[key2];
if((typeof data3 !== "string") && (!((typeof data3 == "number") && (isFinite(data3))))){
const err3 = {instancePath:instancePath+"/requests/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/requests",schemaPath:"#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.claims !== undefined){
let data4 = data.claims;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err5 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/properties/claims/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.properties.claims.items.type,parentSchema:schema34.properties.claims.items,data:data5};
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
const err6 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.claims.type,parentSchema:schema34.properties.claims,data:data4};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "customParams")) || (key0 === "recreateParams")) || (key0 === "rollingParams")) || (key0 === "resources")) || (key0 === "labels")) || (key0 === "annotations")) || (key0 === "activeDeadlineSeconds"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((data0 === "Rolling") || (data0 === "Recreate")) || (data0 === "Custom"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema43.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema43.properties.type.enum,parentSchema:schema43.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.customParams !== undefined){
let data1 = data.customParams;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err2 = {instancePath:instancePath+"/customParams",schemaPath:"#/properties/customParams/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.properties.customParams.type,parentSchema:schema43.properties.customParams,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.recreateParams !== undefined){
if(!(validate41(data.recreateParams, {instancePath:instancePath+"/recreateParams",parentData:data,parentDataProperty:"recreateParams",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
if(data.rollingParams !== undefined){
if(!(validate51(data.rollingParams, {instancePath:instancePath+"/rollingParams",parentData:data,parentDataProperty:"rollingParams",rootData}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
if(data.resources !== undefined){
if(!(validate55(data.resources, {instancePath:instancePath+"/resources",parentData:data,parentDataProperty:"resources",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.labels !== undefined){
let data5 = data.labels;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
let data6 = data5[key1];
if(typeof data6 !== "string"){
const err3 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data6};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/labels",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.annotations !== undefined){
let data7 = data.annotations;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key2 in data7){
let data8 = data7[key2];
if(typeof data8 !== "string"){
const err5 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data8};
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
const err6 = {instancePath:instancePath+"/annotations",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.activeDeadlineSeconds !== undefined){
let data9 = data.activeDeadlineSeconds;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err7 = {instancePath:instancePath+"/activeDeadlineSeconds",schemaPath:"#/properties/activeDeadlineSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.activeDeadlineSeconds.type,parentSchema:schema43.properties.activeDeadlineSeconds,data:data9};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err8 = {instancePath:instancePath+"/activeDeadlineSeconds",schemaPath:"#/properties/activeDeadlineSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.activeDeadlineSeconds,data:data9};
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
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

const schema57 = {"title":"DeploymentTriggerPolicy","type":"object","required":["type"],"properties":{"type":{"enum":["ConfigChange","ImageChange"]},"imageChangeParams":{"$ref":"#/definitions/DeploymentTriggerImageChangeParams"}},"additionalProperties":false};
const schema58 = {"title":"DeploymentTriggerImageChangeParams","type":"object","required":["from"],"properties":{"automatic":{"type":"boolean","description":"Roll out as soon as the tag moves; otherwise wait for `gitshift deploy --latest`."},"containerNames":{"type":"array","items":{"type":"string"}},"from":{"title":"ImageStreamTagReference","type":"object","required":["kind","name"],"properties":{"kind":{"const":"ImageStreamTag"},"name":{"type":"string","pattern":"^[^:]+:[^:]+$","description":"stream:tag"},"namespace":{"type":"string"}},"additionalProperties":false},"lastTriggeredImage":{"type":"string","description":"The image the last rollout took."}},"additionalProperties":false};
const pattern0 = new RegExp("^[^:]+:[^:]+$", "u");

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "imageChangeParams"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === "ConfigChange") || (data0 === "ImageChange"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema57.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.type.enum,parentSchema:schema57.properties.type,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.imageChangeParams !== undefined){
let data1 = data.imageChangeParams;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.from === undefined){
const err3 = {instancePath:instancePath+"/imageChangeParams",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema58.required,parentSchema:schema58,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "automatic") || (key1 === "containerNames")) || (key1 === "from")) || (key1 === "lastTriggeredImage"))){
const err4 = {instancePath:instancePath+"/imageChangeParams",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.automatic !== undefined){
let data2 = data1.automatic;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/imageChangeParams/automatic",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/automatic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.properties.automatic.type,parentSchema:schema58.properties.automatic,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.containerNames !== undefined){
let data3 = data1.containerNames;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/imageChangeParams/containerNames/" + i0,schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/containerNames/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.containerNames.items.type,parentSchema:schema58.properties.containerNames.items,data:data4};
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
const err7 = {instancePath:instancePath+"/imageChangeParams/containerNames",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/containerNames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema58.properties.containerNames.type,parentSchema:schema58.properties.containerNames,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.from !== undefined){
let data5 = data1.from;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.kind === undefined){
const err8 = {instancePath:instancePath+"/imageChangeParams/from",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema58.properties.from.required,parentSchema:schema58.properties.from,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.name === undefined){
const err9 = {instancePath:instancePath+"/imageChangeParams/from",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema58.properties.from.required,parentSchema:schema58.properties.from,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key2 in data5){
if(!(((key2 === "kind") || (key2 === "name")) || (key2 === "namespace"))){
const err10 = {instancePath:instancePath+"/imageChangeParams/from",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema58.properties.from,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.kind !== undefined){
let data6 = data5.kind;
if("ImageStreamTag" !== data6){
const err11 = {instancePath:instancePath+"/imageChangeParams/from/kind",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/properties/kind/const",keyword:"const",params:{allowedValue: "ImageStreamTag"},message:"must be equal to constant",schema:"ImageStreamTag",parentSchema:schema58.properties.from.properties.kind,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.name !== undefined){
let data7 = data5.name;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err12 = {instancePath:instancePath+"/imageChangeParams/from/name",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^:]+:[^:]+$"},message:"must match pattern \""+"^[^:]+:[^:]+$"+"\"",schema:"^[^:]+:[^:]+$",parentSchema:schema58.properties.from.properties.name,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/imageChangeParams/from/name",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.from.properties.name.type,parentSchema:schema58.properties.from.properties.name,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.namespace !== undefined){
let data8 = data5.namespace;
if(typeof data8 !== "string"){
const err14 = {instancePath:instancePath+"/imageChangeParams/from/namespace",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.from.properties.namespace.type,parentSchema:schema58.properties.from.properties.namespace,data:data8};
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
const err15 = {instancePath:instancePath+"/imageChangeParams/from",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/from/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.properties.from.type,parentSchema:schema58.properties.from,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.lastTriggeredImage !== undefined){
let data9 = data1.lastTriggeredImage;
if(typeof data9 !== "string"){
const err16 = {instancePath:instancePath+"/imageChangeParams/lastTriggeredImage",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/properties/lastTriggeredImage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.lastTriggeredImage.type,parentSchema:schema58.properties.lastTriggeredImage,data:data9};
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
const err17 = {instancePath:instancePath+"/imageChangeParams",schemaPath:"#/definitions/DeploymentTriggerImageChangeParams/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data:data1};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

const schema60 = {"title":"PodTemplateSpec","type":"object","required":["spec"],"properties":{"metadata":{"type":"object","properties":{"name":{"type":"string"},"labels":{"$ref":"common.schema.json#/definitions/StringMap"},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"creationTimestamp":{"type":["string","null"]}},"additionalProperties":false},"spec":{"$ref":"#/definitions/PodSpec"}},"additionalProperties":false};
const schema63 = {"title":"PodSpec","description":"A Kubernetes pod spec; containers are checked closely, other fields pass to Kubernetes as they are.","type":"object","required":["containers"],"properties":{"containers":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/Container"}},"initContainers":{"type":"array","items":{"$ref":"#/definitions/Container"}},"volumes":{"type":"array","items":{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}}},"serviceAccountName":{"type":"string"},"restartPolicy":{"enum":["Always","OnFailure","Never"]}},"additionalProperties":true};
const schema64 = {"title":"Container","type":"object","required":["name"],"properties":{"name":{"type":"string"},"image":{"type":"string","description":"Replaced by the resolved image for containers named in an automatic ImageChange trigger."},"command":{"type":"array","items":{"type":"string"}},"args":{"type":"array","items":{"type":"string"}},"workingDir":{"type":"string"},"ports":{"type":"array","items":{"type":"object","required":["containerPort"],"properties":{"name":{"type":"string"},"containerPort":{"type":"integer","minimum":1,"maximum":65535},"protocol":{"enum":["TCP","UDP","SCTP"]},"hostPort":{"type":"integer"},"hostIP":{"type":"string"}},"additionalProperties":false}},"env":{"$ref":"common.schema.json#/definitions/EnvVarList"},"envFrom":{"type":"array","items":{"type":"object"}},"resources":{"$ref":"common.schema.json#/definitions/ResourceRequirements"},"resizePolicy":{"type":"array","items":{"type":"object"}},"restartPolicy":{"type":"string"},"volumeMounts":{"type":"array","items":{"type":"object","required":["name","mountPath"],"properties":{"name":{"type":"string"},"mountPath":{"type":"string"}}}},"volumeDevices":{"type":"array","items":{"type":"object"}},"livenessProbe":{"type":"object"},"readinessProbe":{"type":"object"},"startupProbe":{"type":"object"},"lifecycle":{"type":"object"},"terminationMessagePath":{"type":"string"},"terminationMessagePolicy":{"enum":["File","FallbackToLogsOnError"]},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"securityContext":{"type":"object"},"stdin":{"type":"boolean"},"stdinOnce":{"type":"boolean"},"tty":{"type":"boolean"}},"additionalProperties":false};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema64.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.name.type,parentSchema:schema64.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.image !== undefined){
let data1 = data.image;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.image.type,parentSchema:schema64.properties.image,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.command !== undefined){
let data2 = data.command;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.command.items.type,parentSchema:schema64.properties.command.items,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.command.type,parentSchema:schema64.properties.command,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.args !== undefined){
let data4 = data.args;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/args/" + i1,schemaPath:"#/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.args.items.type,parentSchema:schema64.properties.args.items,data:data5};
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
const err7 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.args.type,parentSchema:schema64.properties.args,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.workingDir !== undefined){
let data6 = data.workingDir;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/workingDir",schemaPath:"#/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.workingDir.type,parentSchema:schema64.properties.workingDir,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ports !== undefined){
let data7 = data.ports;
if(Array.isArray(data7)){
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
let data8 = data7[i2];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.containerPort === undefined){
const err9 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/required",keyword:"required",params:{missingProperty: "containerPort"},message:"must have required property '"+"containerPort"+"'",schema:schema64.properties.ports.items.required,parentSchema:schema64.properties.ports.items,data:data8};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data8){
if(!(((((key1 === "name") || (key1 === "containerPort")) || (key1 === "protocol")) || (key1 === "hostPort")) || (key1 === "hostIP"))){
const err10 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema64.properties.ports.items,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data8.name !== undefined){
let data9 = data8.name;
if(typeof data9 !== "string"){
const err11 = {instancePath:instancePath+"/ports/" + i2+"/name",schemaPath:"#/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.ports.items.properties.name.type,parentSchema:schema64.properties.ports.items.properties.name,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data8.containerPort !== undefined){
let data10 = data8.containerPort;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err12 = {instancePath:instancePath+"/ports/" + i2+"/containerPort",schemaPath:"#/properties/ports/items/properties/containerPort/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema64.properties.ports.items.properties.containerPort.type,parentSchema:schema64.properties.ports.items.properties.containerPort,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 65535 || isNaN(data10)){
const err13 = {instancePath:instancePath+"/ports/" + i2+"/containerPort",schemaPath:"#/properties/ports/items/properties/containerPort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema64.properties.ports.items.properties.containerPort,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err14 = {instancePath:instancePath+"/ports/" + i2+"/containerPort",schemaPath:"#/properties/ports/items/properties/containerPort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema64.properties.ports.items.properties.containerPort,data:data10};
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
if(data8.protocol !== undefined){
let data11 = data8.protocol;
if(!(((data11 === "TCP") || (data11 === "UDP")) || (data11 === "SCTP"))){
const err15 = {instancePath:instancePath+"/ports/" + i2+"/protocol",schemaPath:"#/properties/ports/items/properties/protocol/enum",keyword:"enum",params:{allowedValues: schema64.properties.ports.items.properties.protocol.enum},message:"must be equal to one of the allowed values",schema:schema64.properties.ports.items.properties.protocol.enum,parentSchema:schema64.properties.ports.items.properties.protocol,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data8.hostPort !== undefined){
let data12 = data8.hostPort;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err16 = {instancePath:instancePath+"/ports/" + i2+"/hostPort",schemaPath:"#/properties/ports/items/properties/hostPort/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema64.properties.ports.items.properties.hostPort.type,parentSchema:schema64.properties.ports.items.properties.hostPort,data:data12};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data8.hostIP !== undefined){
let data13 = data8.hostIP;
if(typeof data13 !== "string"){
const err17 = {instancePath:instancePath+"/ports/" + i2+"/hostIP",schemaPath:"#/properties/ports/items/properties/hostIP/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.ports.items.properties.hostIP.type,parentSchema:schema64.properties.ports.items.properties.hostIP,data:data13};
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
const err18 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.ports.items.type,parentSchema:schema64.properties.ports.items,data:data8};
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
else {
const err19 = {instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.ports.type,parentSchema:schema64.properties.ports,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.env !== undefined){
if(!(validate44(data.env, {instancePath:instancePath+"/env",parentData:data,parentDataProperty:"env",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.envFrom !== undefined){
let data15 = data.envFrom;
if(Array.isArray(data15)){
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
let data16 = data15[i3];
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err20 = {instancePath:instancePath+"/envFrom/" + i3,schemaPath:"#/properties/envFrom/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.envFrom.items.type,parentSchema:schema64.properties.envFrom.items,data:data16};
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
else {
const err21 = {instancePath:instancePath+"/envFrom",schemaPath:"#/properties/envFrom/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.envFrom.type,parentSchema:schema64.properties.envFrom,data:data15};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.resources !== undefined){
if(!(validate55(data.resources, {instancePath:instancePath+"/resources",parentData:data,parentDataProperty:"resources",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.resizePolicy !== undefined){
let data18 = data.resizePolicy;
if(Array.isArray(data18)){
const len4 = data18.length;
for(let i4=0; i4<len4; i4++){
let data19 = data18[i4];
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err22 = {instancePath:instancePath+"/resizePolicy/" + i4,schemaPath:"#/properties/resizePolicy/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.resizePolicy.items.type,parentSchema:schema64.properties.resizePolicy.items,data:data19};
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
else {
const err23 = {instancePath:instancePath+"/resizePolicy",schemaPath:"#/properties/resizePolicy/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.resizePolicy.type,parentSchema:schema64.properties.resizePolicy,data:data18};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.restartPolicy !== undefined){
let data20 = data.restartPolicy;
if(typeof data20 !== "string"){
const err24 = {instancePath:instancePath+"/restartPolicy",schemaPath:"#/properties/restartPolicy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.restartPolicy.type,parentSchema:schema64.properties.restartPolicy,data:data20};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.volumeMounts !== undefined){
let data21 = data.volumeMounts;
if(Array.isArray(data21)){
const len5 = data21.length;
for(let i5=0; i5<len5; i5++){
let data22 = data21[i5];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.name === undefined){
const err25 = {instancePath:instancePath+"/volumeMounts/" + i5,schemaPath:"#/properties/volumeMounts/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema64.properties.volumeMounts.items.required,parentSchema:schema64.properties.volumeMounts.items,data:data22};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data22.mountPath === undefined){
const err26 = {instancePath:instancePath+"/volumeMounts/" + i5,schemaPath:"#/properties/volumeMounts/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'",schema:schema64.properties.volumeMounts.items.required,parentSchema:schema64.properties.volumeMounts.items,data:data22};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data22.name !== undefined){
let data23 = data22.name;
if(typeof data23 !== "string"){
const err27 = {instancePath:instancePath+"/volumeMounts/" + i5+"/name",schemaPath:"#/properties/volumeMounts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.volumeMounts.items.properties.name.type,parentSchema:schema64.properties.volumeMounts.items.properties.name,data:data23};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data22.mountPath !== undefined){
let data24 = data22.mountPath;
if(typeof data24 !== "string"){
const err28 = {instancePath:instancePath+"/volumeMounts/" + i5+"/mountPath",schemaPath:"#/properties/volumeMounts/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.volumeMounts.items.properties.mountPath.type,parentSchema:schema64.properties.volumeMounts.items.properties.mountPath,data:data24};
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
const err29 = {instancePath:instancePath+"/volumeMounts/" + i5,schemaPath:"#/properties/volumeMounts/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.volumeMounts.items.type,parentSchema:schema64.properties.volumeMounts.items,data:data22};
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
else {
const err30 = {instancePath:instancePath+"/volumeMounts",schemaPath:"#/properties/volumeMounts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.volumeMounts.type,parentSchema:schema64.properties.volumeMounts,data:data21};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.volumeDevices !== undefined){
let data25 = data.volumeDevices;
if(Array.isArray(data25)){
const len6 = data25.length;
for(let i6=0; i6<len6; i6++){
let data26 = data25[i6];
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
const err31 = {instancePath:instancePath+"/volumeDevices/" + i6,schemaPath:"#/properties/volumeDevices/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.volumeDevices.items.type,parentSchema:schema64.properties.volumeDevices.items,data:data26};
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
else {
const err32 = {instancePath:instancePath+"/volumeDevices",schemaPath:"#/properties/volumeDevices/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.volumeDevices.type,parentSchema:schema64.properties.volumeDevices,data:data25};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.livenessProbe !== undefined){
let data27 = data.livenessProbe;
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err33 = {instancePath:instancePath+"/livenessProbe",schemaPath:"#/properties/livenessProbe/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.livenessProbe.type,parentSchema:schema64.properties.livenessProbe,data:data27};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.readinessProbe !== undefined){
let data28 = data.readinessProbe;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err34 = {instancePath:instancePath+"/readinessProbe",schemaPath:"#/properties/readinessProbe/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.readinessProbe.type,parentSchema:schema64.properties.readinessProbe,data:data28};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.startupProbe !== undefined){
let data29 = data.startupProbe;
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
const err35 = {instancePath:instancePath+"/startupProbe",schemaPath:"#/properties/startupProbe/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.startupProbe.type,parentSchema:schema64.properties.startupProbe,data:data29};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.lifecycle !== undefined){
let data30 = data.lifecycle;
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
const err36 = {instancePath:instancePath+"/lifecycle",schemaPath:"#/properties/lifecycle/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.lifecycle.type,parentSchema:schema64.properties.lifecycle,data:data30};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.terminationMessagePath !== undefined){
let data31 = data.terminationMessagePath;
if(typeof data31 !== "string"){
const err37 = {instancePath:instancePath+"/terminationMessagePath",schemaPath:"#/properties/terminationMessagePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.terminationMessagePath.type,parentSchema:schema64.properties.terminationMessagePath,data:data31};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.terminationMessagePolicy !== undefined){
let data32 = data.terminationMessagePolicy;
if(!((data32 === "File") || (data32 === "FallbackToLogsOnError"))){
const err38 = {instancePath:instancePath+"/terminationMessagePolicy",schemaPath:"#/properties/terminationMessagePolicy/enum",keyword:"enum",params:{allowedValues: schema64.properties.terminationMessagePolicy.enum},message:"must be equal to one of the allowed values",schema:schema64.properties.terminationMessagePolicy.enum,parentSchema:schema64.properties.terminationMessagePolicy,data:data32};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.imagePullPolicy !== undefined){
let data33 = data.imagePullPolicy;
if(!(((data33 === "Always") || (data33 === "Never")) || (data33 === "IfNotPresent"))){
const err39 = {instancePath:instancePath+"/imagePullPolicy",schemaPath:"#/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema64.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values",schema:schema64.properties.imagePullPolicy.enum,parentSchema:schema64.properties.imagePullPolicy,data:data33};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.securityContext !== undefined){
let data34 = data.securityContext;
if(!(data34 && typeof data34 == "object" && !Array.isArray(data34))){
const err40 = {instancePath:instancePath+"/securityContext",schemaPath:"#/properties/securityContext/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.properties.securityContext.type,parentSchema:schema64.properties.securityContext,data:data34};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.stdin !== undefined){
let data35 = data.stdin;
if(typeof data35 !== "boolean"){
const err41 = {instancePath:instancePath+"/stdin",schemaPath:"#/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema64.properties.stdin.type,parentSchema:schema64.properties.stdin,data:data35};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.stdinOnce !== undefined){
let data36 = data.stdinOnce;
if(typeof data36 !== "boolean"){
const err42 = {instancePath:instancePath+"/stdinOnce",schemaPath:"#/properties/stdinOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema64.properties.stdinOnce.type,parentSchema:schema64.properties.stdinOnce,data:data36};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.tty !== undefined){
let data37 = data.tty;
if(typeof data37 !== "boolean"){
const err43 = {instancePath:instancePath+"/tty",schemaPath:"#/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema64.properties.tty.type,parentSchema:schema64.properties.tty,data:data37};
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
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.containers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "containers"},message:"must have required property '"+"containers"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.containers !== undefined){
let data0 = data.containers;
if(Array.isArray(data0)){
if(data0.length < 1){
const err1 = {instancePath:instancePath+"/containers",schemaPath:"#/properties/containers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema63.properties.containers,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data0[i0], {instancePath:instancePath+"/containers/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/containers",schemaPath:"#/properties/containers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema63.properties.containers.type,parentSchema:schema63.properties.containers,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.initContainers !== undefined){
let data2 = data.initContainers;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate62(data2[i1], {instancePath:instancePath+"/initContainers/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/initContainers",schemaPath:"#/properties/initContainers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema63.properties.initContainers.type,parentSchema:schema63.properties.initContainers,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.volumes !== undefined){
let data4 = data.volumes;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err4 = {instancePath:instancePath+"/volumes/" + i2,schemaPath:"#/properties/volumes/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema63.properties.volumes.items.required,parentSchema:schema63.properties.volumes.items,data:data5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/volumes/" + i2+"/name",schemaPath:"#/properties/volumes/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.volumes.items.properties.name.type,parentSchema:schema63.properties.volumes.items.properties.name,data:data6};
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
const err6 = {instancePath:instancePath+"/volumes/" + i2,schemaPath:"#/properties/volumes/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.properties.volumes.items.type,parentSchema:schema63.properties.volumes.items,data:data5};
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
const err7 = {instancePath:instancePath+"/volumes",schemaPath:"#/properties/volumes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema63.properties.volumes.type,parentSchema:schema63.properties.volumes,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.serviceAccountName !== undefined){
let data7 = data.serviceAccountName;
if(typeof data7 !== "string"){
const err8 = {instancePath:instancePath+"/serviceAccountName",schemaPath:"#/properties/serviceAccountName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.serviceAccountName.type,parentSchema:schema63.properties.serviceAccountName,data:data7};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.restartPolicy !== undefined){
let data8 = data.restartPolicy;
if(!(((data8 === "Always") || (data8 === "OnFailure")) || (data8 === "Never"))){
const err9 = {instancePath:instancePath+"/restartPolicy",schemaPath:"#/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema63.properties.restartPolicy.enum},message:"must be equal to one of the allowed values",schema:schema63.properties.restartPolicy.enum,parentSchema:schema63.properties.restartPolicy,data:data8};
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
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.spec === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "metadata") || (key0 === "spec"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.metadata !== undefined){
let data0 = data.metadata;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((((key1 === "name") || (key1 === "labels")) || (key1 === "annotations")) || (key1 === "creationTimestamp"))){
const err2 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema60.properties.metadata,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/metadata/name",schemaPath:"#/properties/metadata/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.metadata.properties.name.type,parentSchema:schema60.properties.metadata.properties.name,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.labels !== undefined){
let data2 = data0.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
let data3 = data2[key2];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/metadata/labels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/metadata/labels",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.annotations !== undefined){
let data4 = data0.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
let data5 = data4[key3];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/metadata/annotations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err7 = {instancePath:instancePath+"/metadata/annotations",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.creationTimestamp !== undefined){
let data6 = data0.creationTimestamp;
if((typeof data6 !== "string") && (data6 !== null)){
const err8 = {instancePath:instancePath+"/metadata/creationTimestamp",schemaPath:"#/properties/metadata/properties/creationTimestamp/type",keyword:"type",params:{type: schema60.properties.metadata.properties.creationTimestamp.type},message:"must be string,null",schema:schema60.properties.metadata.properties.creationTimestamp.type,parentSchema:schema60.properties.metadata.properties.creationTimestamp,data:data6};
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
else {
const err9 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.properties.metadata.type,parentSchema:schema60.properties.metadata,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate61(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema42.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.strategy !== undefined){
if(!(validate40(data.strategy, {instancePath:instancePath+"/strategy",parentData:data,parentDataProperty:"strategy",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.minReadySeconds !== undefined){
let data1 = data.minReadySeconds;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/minReadySeconds",schemaPath:"#/properties/minReadySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.minReadySeconds.type,parentSchema:schema42.properties.minReadySeconds,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/minReadySeconds",schemaPath:"#/properties/minReadySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema42.properties.minReadySeconds,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.triggers !== undefined){
let data2 = data.triggers;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate58(data2[i0], {instancePath:instancePath+"/triggers/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema42.properties.triggers.type,parentSchema:schema42.properties.triggers,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.replicas !== undefined){
let data4 = data.replicas;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/replicas",schemaPath:"#/properties/replicas/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.replicas.type,parentSchema:schema42.properties.replicas,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err6 = {instancePath:instancePath+"/replicas",schemaPath:"#/properties/replicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema42.properties.replicas,data:data4};
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
if(data.revisionHistoryLimit !== undefined){
let data5 = data.revisionHistoryLimit;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/revisionHistoryLimit",schemaPath:"#/properties/revisionHistoryLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema42.properties.revisionHistoryLimit.type,parentSchema:schema42.properties.revisionHistoryLimit,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err8 = {instancePath:instancePath+"/revisionHistoryLimit",schemaPath:"#/properties/revisionHistoryLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema42.properties.revisionHistoryLimit,data:data5};
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
if(data.test !== undefined){
let data6 = data.test;
if(typeof data6 !== "boolean"){
const err9 = {instancePath:instancePath+"/test",schemaPath:"#/properties/test/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.properties.test.type,parentSchema:schema42.properties.test,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.paused !== undefined){
let data7 = data.paused;
if(typeof data7 !== "boolean"){
const err10 = {instancePath:instancePath+"/paused",schemaPath:"#/properties/paused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.properties.paused.type,parentSchema:schema42.properties.paused,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.selector !== undefined){
let data8 = data.selector;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
if(typeof data9 !== "string"){
const err11 = {instancePath:instancePath+"/selector/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data9};
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
const err12 = {instancePath:instancePath+"/selector",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.template !== undefined){
if(!(validate60(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/deployment-config.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "spec")) || (key0 === "status"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if(!((data0 === "apps.openshift.io/v1") || (data0 === "v1"))){
const err5 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema38.properties.apiVersion.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.apiVersion.enum,parentSchema:schema38.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("DeploymentConfig" !== data1){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "DeploymentConfig"},message:"must be equal to constant",schema:"DeploymentConfig",parentSchema:schema38.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.metadata !== undefined){
if(!(validate37(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.spec !== undefined){
if(!(validate39(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.status.type,parentSchema:schema38.properties.status,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

export const ImageStream = validate70;
const schema65 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/image-stream.schema.json","title":"ImageStream","description":"An OpenShift ImageStream: renders no object of its own; it resolves stream:tag to an image. Its status.tags are kept in Git and written back by gitshift.","type":"object","required":["apiVersion","kind","metadata"],"properties":{"apiVersion":{"enum":["image.openshift.io/v1","v1"]},"kind":{"const":"ImageStream"},"metadata":{"$ref":"common.schema.json#/definitions/ObjectMeta"},"spec":{"$ref":"#/definitions/ImageStreamSpec"},"status":{"$ref":"#/definitions/ImageStreamStatus"}},"additionalProperties":false,"definitions":{"ImageStreamSpec":{"title":"ImageStreamSpec","type":"object","properties":{"dockerImageRepository":{"type":"string","description":"Repository the stream follows; tags without a status item resolve to <repository>:<tag>."},"lookupPolicy":{"type":"object","properties":{"local":{"type":"boolean"}},"additionalProperties":false},"tags":{"type":"array","items":{"$ref":"#/definitions/TagReference"}}},"additionalProperties":false},"TagReference":{"title":"TagReference","description":"A tag of the stream and where its image comes from.","type":"object","required":["name"],"properties":{"name":{"type":"string","description":"Name of the tag."},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"from":{"$ref":"#/definitions/TagSource"},"reference":{"type":"boolean","description":"The tag is a reference only and is not imported."},"generation":{"type":["integer","null"]},"importPolicy":{"$ref":"#/definitions/TagImportPolicy"},"referencePolicy":{"$ref":"#/definitions/TagReferencePolicy"}},"additionalProperties":false},"TagSource":{"title":"TagSource","description":"DockerImage (pull spec), ImageStreamTag (stream:tag, or tag of the same stream) or ImageStreamImage (stream@digest).","type":"object","required":["kind","name"],"properties":{"kind":{"enum":["DockerImage","ImageStreamTag","ImageStreamImage"]},"name":{"type":"string"},"namespace":{"type":"string"}},"additionalProperties":false},"TagImportPolicy":{"title":"TagImportPolicy","type":"object","properties":{"insecure":{"type":"boolean","description":"Allow import over plain HTTP or with unverified TLS."},"scheduled":{"type":"boolean","description":"Poll the source for new images periodically."},"importMode":{"enum":["Legacy","PreserveOriginal"]}},"additionalProperties":false},"TagReferencePolicy":{"title":"TagReferencePolicy","type":"object","required":["type"],"properties":{"type":{"enum":["Source","Local"]}},"additionalProperties":false},"ImageStreamStatus":{"title":"ImageStreamStatus","type":"object","properties":{"dockerImageRepository":{"type":"string"},"publicDockerImageRepository":{"type":"string"},"tags":{"type":"array","items":{"$ref":"#/definitions/NamedTagEventList"}}},"additionalProperties":false},"NamedTagEventList":{"title":"NamedTagEventList","description":"The history of one tag, newest first.","type":"object","required":["tag"],"properties":{"tag":{"type":"string"},"items":{"type":"array","items":{"$ref":"#/definitions/TagEvent"}},"conditions":{"type":"array","items":{"type":"object"}}},"additionalProperties":false},"TagEvent":{"title":"TagEvent","type":"object","required":["dockerImageReference","image"],"properties":{"created":{"type":"string","format":"date-time","description":"When the image was tagged."},"dockerImageReference":{"type":"string","description":"Digest-pinned pull spec, e.g. registry/ns/app@sha256:…"},"image":{"type":"string","pattern":"^sha256:[a-f0-9]{64}$","description":"The image's manifest digest."},"generation":{"type":"integer"}},"additionalProperties":false}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.namespace !== undefined){
let data1 = data.namespace;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.namespace.type,parentSchema:schema13.properties.namespace,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.labels !== undefined){
let data2 = data.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.annotations !== undefined){
let data4 = data.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err7 = {instancePath:instancePath+"/annotations",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generateName !== undefined){
let data6 = data.generateName;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/generateName",schemaPath:"#/properties/generateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.generateName.type,parentSchema:schema13.properties.generateName,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.uid !== undefined){
let data7 = data.uid;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.uid.type,parentSchema:schema13.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resourceVersion !== undefined){
let data8 = data.resourceVersion;
if(typeof data8 !== "string"){
const err10 = {instancePath:instancePath+"/resourceVersion",schemaPath:"#/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.resourceVersion.type,parentSchema:schema13.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.generation !== undefined){
let data9 = data.generation;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.generation.type,parentSchema:schema13.properties.generation,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creationTimestamp !== undefined){
let data10 = data.creationTimestamp;
if((typeof data10 !== "string") && (data10 !== null)){
const err12 = {instancePath:instancePath+"/creationTimestamp",schemaPath:"#/properties/creationTimestamp/type",keyword:"type",params:{type: schema13.properties.creationTimestamp.type},message:"must be string,null",schema:schema13.properties.creationTimestamp.type,parentSchema:schema13.properties.creationTimestamp,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selfLink !== undefined){
let data11 = data.selfLink;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/selfLink",schemaPath:"#/properties/selfLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.selfLink.type,parentSchema:schema13.properties.selfLink,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data12 = data.finalizers;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.finalizers.items.type,parentSchema:schema13.properties.finalizers.items,data:data13};
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
const err15 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.finalizers.type,parentSchema:schema13.properties.finalizers,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.ownerReferences !== undefined){
let data14 = data.ownerReferences;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err16 = {instancePath:instancePath+"/ownerReferences/" + i1,schemaPath:"#/properties/ownerReferences/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.ownerReferences.items.type,parentSchema:schema13.properties.ownerReferences.items,data:data15};
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
const err17 = {instancePath:instancePath+"/ownerReferences",schemaPath:"#/properties/ownerReferences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.ownerReferences.type,parentSchema:schema13.properties.ownerReferences,data:data14};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.managedFields !== undefined){
let data16 = data.managedFields;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err18 = {instancePath:instancePath+"/managedFields/" + i2,schemaPath:"#/properties/managedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.managedFields.items.type,parentSchema:schema13.properties.managedFields.items,data:data17};
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
else {
const err19 = {instancePath:instancePath+"/managedFields",schemaPath:"#/properties/managedFields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.managedFields.type,parentSchema:schema13.properties.managedFields,data:data16};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}

const schema69 = {"title":"ImageStreamSpec","type":"object","properties":{"dockerImageRepository":{"type":"string","description":"Repository the stream follows; tags without a status item resolve to <repository>:<tag>."},"lookupPolicy":{"type":"object","properties":{"local":{"type":"boolean"}},"additionalProperties":false},"tags":{"type":"array","items":{"$ref":"#/definitions/TagReference"}}},"additionalProperties":false};
const schema70 = {"title":"TagReference","description":"A tag of the stream and where its image comes from.","type":"object","required":["name"],"properties":{"name":{"type":"string","description":"Name of the tag."},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"from":{"$ref":"#/definitions/TagSource"},"reference":{"type":"boolean","description":"The tag is a reference only and is not imported."},"generation":{"type":["integer","null"]},"importPolicy":{"$ref":"#/definitions/TagImportPolicy"},"referencePolicy":{"$ref":"#/definitions/TagReferencePolicy"}},"additionalProperties":false};
const schema72 = {"title":"TagSource","description":"DockerImage (pull spec), ImageStreamTag (stream:tag, or tag of the same stream) or ImageStreamImage (stream@digest).","type":"object","required":["kind","name"],"properties":{"kind":{"enum":["DockerImage","ImageStreamTag","ImageStreamImage"]},"name":{"type":"string"},"namespace":{"type":"string"}},"additionalProperties":false};
const schema73 = {"title":"TagImportPolicy","type":"object","properties":{"insecure":{"type":"boolean","description":"Allow import over plain HTTP or with unverified TLS."},"scheduled":{"type":"boolean","description":"Poll the source for new images periodically."},"importMode":{"enum":["Legacy","PreserveOriginal"]}},"additionalProperties":false};
const schema74 = {"title":"TagReferencePolicy","type":"object","required":["type"],"properties":{"type":{"enum":["Source","Local"]}},"additionalProperties":false};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema70.required,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "annotations")) || (key0 === "from")) || (key0 === "reference")) || (key0 === "generation")) || (key0 === "importPolicy")) || (key0 === "referencePolicy"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.name.type,parentSchema:schema70.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.annotations !== undefined){
let data1 = data.annotations;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
let data2 = data1[key1];
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/annotations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/annotations",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.from !== undefined){
let data3 = data.from;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.kind === undefined){
const err5 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/TagSource/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema72.required,parentSchema:schema72,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.name === undefined){
const err6 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/TagSource/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema72.required,parentSchema:schema72,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data3){
if(!(((key2 === "kind") || (key2 === "name")) || (key2 === "namespace"))){
const err7 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/TagSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema72,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.kind !== undefined){
let data4 = data3.kind;
if(!(((data4 === "DockerImage") || (data4 === "ImageStreamTag")) || (data4 === "ImageStreamImage"))){
const err8 = {instancePath:instancePath+"/from/kind",schemaPath:"#/definitions/TagSource/properties/kind/enum",keyword:"enum",params:{allowedValues: schema72.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema72.properties.kind.enum,parentSchema:schema72.properties.kind,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.name !== undefined){
let data5 = data3.name;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/from/name",schemaPath:"#/definitions/TagSource/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.name.type,parentSchema:schema72.properties.name,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.namespace !== undefined){
let data6 = data3.namespace;
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/from/namespace",schemaPath:"#/definitions/TagSource/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.namespace.type,parentSchema:schema72.properties.namespace,data:data6};
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
const err11 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/TagSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.type,parentSchema:schema72,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.reference !== undefined){
let data7 = data.reference;
if(typeof data7 !== "boolean"){
const err12 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.reference.type,parentSchema:schema70.properties.reference,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.generation !== undefined){
let data8 = data.generation;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err13 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: schema70.properties.generation.type},message:"must be integer,null",schema:schema70.properties.generation.type,parentSchema:schema70.properties.generation,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.importPolicy !== undefined){
let data9 = data.importPolicy;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(!(((key3 === "insecure") || (key3 === "scheduled")) || (key3 === "importMode"))){
const err14 = {instancePath:instancePath+"/importPolicy",schemaPath:"#/definitions/TagImportPolicy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.insecure !== undefined){
let data10 = data9.insecure;
if(typeof data10 !== "boolean"){
const err15 = {instancePath:instancePath+"/importPolicy/insecure",schemaPath:"#/definitions/TagImportPolicy/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema73.properties.insecure.type,parentSchema:schema73.properties.insecure,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data9.scheduled !== undefined){
let data11 = data9.scheduled;
if(typeof data11 !== "boolean"){
const err16 = {instancePath:instancePath+"/importPolicy/scheduled",schemaPath:"#/definitions/TagImportPolicy/properties/scheduled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema73.properties.scheduled.type,parentSchema:schema73.properties.scheduled,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.importMode !== undefined){
let data12 = data9.importMode;
if(!((data12 === "Legacy") || (data12 === "PreserveOriginal"))){
const err17 = {instancePath:instancePath+"/importPolicy/importMode",schemaPath:"#/definitions/TagImportPolicy/properties/importMode/enum",keyword:"enum",params:{allowedValues: schema73.properties.importMode.enum},message:"must be equal to one of the allowed values",schema:schema73.properties.importMode.enum,parentSchema:schema73.properties.importMode,data:data12};
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
const err18 = {instancePath:instancePath+"/importPolicy",schemaPath:"#/definitions/TagImportPolicy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.referencePolicy !== undefined){
let data13 = data.referencePolicy;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.type === undefined){
const err19 = {instancePath:instancePath+"/referencePolicy",schemaPath:"#/definitions/TagReferencePolicy/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema74.required,parentSchema:schema74,data:data13};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key4 in data13){
if(!(key4 === "type")){
const err20 = {instancePath:instancePath+"/referencePolicy",schemaPath:"#/definitions/TagReferencePolicy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data13.type !== undefined){
let data14 = data13.type;
if(!((data14 === "Source") || (data14 === "Local"))){
const err21 = {instancePath:instancePath+"/referencePolicy/type",schemaPath:"#/definitions/TagReferencePolicy/properties/type/enum",keyword:"enum",params:{allowedValues: schema74.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.type.enum,parentSchema:schema74.properties.type,data:data14};
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
const err22 = {instancePath:instancePath+"/referencePolicy",schemaPath:"#/definitions/TagReferencePolicy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data:data13};
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
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "dockerImageRepository") || (key0 === "lookupPolicy")) || (key0 === "tags"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.dockerImageRepository !== undefined){
let data0 = data.dockerImageRepository;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/dockerImageRepository",schemaPath:"#/properties/dockerImageRepository/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.dockerImageRepository.type,parentSchema:schema69.properties.dockerImageRepository,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.lookupPolicy !== undefined){
let data1 = data.lookupPolicy;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(key1 === "local")){
const err2 = {instancePath:instancePath+"/lookupPolicy",schemaPath:"#/properties/lookupPolicy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema69.properties.lookupPolicy,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.local !== undefined){
let data2 = data1.local;
if(typeof data2 !== "boolean"){
const err3 = {instancePath:instancePath+"/lookupPolicy/local",schemaPath:"#/properties/lookupPolicy/properties/local/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.lookupPolicy.properties.local.type,parentSchema:schema69.properties.lookupPolicy.properties.local,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/lookupPolicy",schemaPath:"#/properties/lookupPolicy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties.lookupPolicy.type,parentSchema:schema69.properties.lookupPolicy,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate74(data3[i0], {instancePath:instancePath+"/tags/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.tags.type,parentSchema:schema69.properties.tags,data:data3};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}

const schema75 = {"title":"ImageStreamStatus","type":"object","properties":{"dockerImageRepository":{"type":"string"},"publicDockerImageRepository":{"type":"string"},"tags":{"type":"array","items":{"$ref":"#/definitions/NamedTagEventList"}}},"additionalProperties":false};
const schema76 = {"title":"NamedTagEventList","description":"The history of one tag, newest first.","type":"object","required":["tag"],"properties":{"tag":{"type":"string"},"items":{"type":"array","items":{"$ref":"#/definitions/TagEvent"}},"conditions":{"type":"array","items":{"type":"object"}}},"additionalProperties":false};
const schema77 = {"title":"TagEvent","type":"object","required":["dockerImageReference","image"],"properties":{"created":{"type":"string","format":"date-time","description":"When the image was tagged."},"dockerImageReference":{"type":"string","description":"Digest-pinned pull spec, e.g. registry/ns/app@sha256:…"},"image":{"type":"string","pattern":"^sha256:[a-f0-9]{64}$","description":"The image's manifest digest."},"generation":{"type":"integer"}},"additionalProperties":false};
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];
const pattern1 = new RegExp("^sha256:[a-f0-9]{64}$", "u");

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tag === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tag"},message:"must have required property '"+"tag"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "tag") || (key0 === "items")) || (key0 === "conditions"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tag !== undefined){
let data0 = data.tag;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.tag.type,parentSchema:schema76.properties.tag,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.items !== undefined){
let data1 = data.items;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.dockerImageReference === undefined){
const err3 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/definitions/TagEvent/required",keyword:"required",params:{missingProperty: "dockerImageReference"},message:"must have required property '"+"dockerImageReference"+"'",schema:schema77.required,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.image === undefined){
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/definitions/TagEvent/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'",schema:schema77.required,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "created") || (key1 === "dockerImageReference")) || (key1 === "image")) || (key1 === "generation"))){
const err5 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/definitions/TagEvent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema77,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.created !== undefined){
let data3 = data2.created;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err6 = {instancePath:instancePath+"/items/" + i0+"/created",schemaPath:"#/definitions/TagEvent/properties/created/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema77.properties.created,data:data3};
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
const err7 = {instancePath:instancePath+"/items/" + i0+"/created",schemaPath:"#/definitions/TagEvent/properties/created/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.created.type,parentSchema:schema77.properties.created,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.dockerImageReference !== undefined){
let data4 = data2.dockerImageReference;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/items/" + i0+"/dockerImageReference",schemaPath:"#/definitions/TagEvent/properties/dockerImageReference/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.dockerImageReference.type,parentSchema:schema77.properties.dockerImageReference,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.image !== undefined){
let data5 = data2.image;
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err9 = {instancePath:instancePath+"/items/" + i0+"/image",schemaPath:"#/definitions/TagEvent/properties/image/pattern",keyword:"pattern",params:{pattern: "^sha256:[a-f0-9]{64}$"},message:"must match pattern \""+"^sha256:[a-f0-9]{64}$"+"\"",schema:"^sha256:[a-f0-9]{64}$",parentSchema:schema77.properties.image,data:data5};
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
const err10 = {instancePath:instancePath+"/items/" + i0+"/image",schemaPath:"#/definitions/TagEvent/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.image.type,parentSchema:schema77.properties.image,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.generation !== undefined){
let data6 = data2.generation;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/items/" + i0+"/generation",schemaPath:"#/definitions/TagEvent/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.properties.generation.type,parentSchema:schema77.properties.generation,data:data6};
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
const err12 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/definitions/TagEvent/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.type,parentSchema:schema77,data:data2};
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
const err13 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema76.properties.items.type,parentSchema:schema76.properties.items,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.conditions !== undefined){
let data7 = data.conditions;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err14 = {instancePath:instancePath+"/conditions/" + i1,schemaPath:"#/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.properties.conditions.items.type,parentSchema:schema76.properties.conditions.items,data:data8};
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
const err15 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema76.properties.conditions.type,parentSchema:schema76.properties.conditions,data:data7};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "dockerImageRepository") || (key0 === "publicDockerImageRepository")) || (key0 === "tags"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.dockerImageRepository !== undefined){
let data0 = data.dockerImageRepository;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/dockerImageRepository",schemaPath:"#/properties/dockerImageRepository/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.dockerImageRepository.type,parentSchema:schema75.properties.dockerImageRepository,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.publicDockerImageRepository !== undefined){
let data1 = data.publicDockerImageRepository;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/publicDockerImageRepository",schemaPath:"#/properties/publicDockerImageRepository/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.publicDockerImageRepository.type,parentSchema:schema75.properties.publicDockerImageRepository,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.tags !== undefined){
let data2 = data.tags;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate78(data2[i0], {instancePath:instancePath+"/tags/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.tags.type,parentSchema:schema75.properties.tags,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.type,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/image-stream.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "spec")) || (key0 === "status"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if(!((data0 === "image.openshift.io/v1") || (data0 === "v1"))){
const err4 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema65.properties.apiVersion.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.apiVersion.enum,parentSchema:schema65.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("ImageStream" !== data1){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "ImageStream"},message:"must be equal to constant",schema:"ImageStream",parentSchema:schema65.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.metadata !== undefined){
if(!(validate71(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.spec !== undefined){
if(!(validate73(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
if(!(validate77(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}

export const Project = validate81;
const schema78 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/project.schema.json","title":"Project","description":"An OpenShift Project: becomes a Namespace with RoleBindings for its members, and a ResourceQuota and LimitRange when declared. Its name must be the name of its folder under projects/.","type":"object","required":["apiVersion","kind","metadata"],"properties":{"apiVersion":{"enum":["project.openshift.io/v1","v1"]},"kind":{"const":"Project"},"metadata":{"description":"Annotations openshift.io/display-name and openshift.io/description are kept on the Namespace; gitshift.io/self-heal: \"false\" leaves drift in this project's objects in place (reported, not undone), \"true\" undoes it whatever gitshift.yaml says.","allOf":[{"$ref":"common.schema.json#/definitions/ObjectMeta"},{"type":"object","properties":{"annotations":{"type":"object","properties":{"gitshift.io/self-heal":{"enum":["true","false"]}}}}}]},"spec":{"$ref":"#/definitions/ProjectSpec"},"status":{"type":"object"}},"additionalProperties":false,"definitions":{"ProjectSpec":{"title":"ProjectSpec","type":"object","properties":{"finalizers":{"type":"array","items":{"type":"string"}},"members":{"type":"array","description":"gitshift extension: who may view, edit or administer the project.","items":{"$ref":"#/definitions/ProjectMember"}},"keystone":{"title":"ProjectKeystone","description":"gitshift extension: the Keystone project whose role assignments say who may do what in this project (through keystone.roles of gitshift.yaml).","type":"object","required":["project"],"properties":{"project":{"type":"string","minLength":1,"description":"The Keystone project's name, in keystone.domain."},"assignments":{"type":"array","description":"Written by gitshift, not by hand: the role assignments on `project` as serve last read them from Keystone (every keystone.followInterval), each user or group of keystone.domain with its Keystone roles, implied roles included. Rendered into the project's RoleBindings through keystone.roles, beside the members. A hand edit is replaced at the next follow.","items":{"$ref":"#/definitions/KeystoneAssignment"}}},"additionalProperties":false},"quota":{"title":"ProjectQuota","description":"gitshift extension: the spec of the project's ResourceQuota.","type":"object","required":["hard"],"properties":{"hard":{"$ref":"common.schema.json#/definitions/QuantityMap"},"scopes":{"type":"array","items":{"type":"string"}},"scopeSelector":{"type":"object"}},"additionalProperties":false},"limits":{"title":"ProjectLimits","description":"gitshift extension: the spec of the project's LimitRange.","type":"object","required":["limits"],"properties":{"limits":{"type":"array","items":{"$ref":"#/definitions/LimitRangeItem"}}},"additionalProperties":false}},"additionalProperties":false},"KeystoneAssignment":{"title":"KeystoneAssignment","type":"object","required":["kind","name","roles"],"properties":{"kind":{"enum":["KeystoneUser","KeystoneGroup"],"description":"Whom the Keystone project's role is assigned to: a user or a group of keystone.domain."},"name":{"type":"string","minLength":1,"description":"The user's or group's name in Keystone."},"roles":{"type":"array","minItems":1,"items":{"type":"string","minLength":1},"description":"Its Keystone roles on the project, with the roles they imply."}},"additionalProperties":false},"ProjectMember":{"title":"ProjectMember","type":"object","required":["kind","name","role"],"properties":{"kind":{"enum":["User","Group","ServiceAccount","KeystoneUser","KeystoneGroup"],"description":"What the member is. KeystoneUser and KeystoneGroup name a user or group of gitshift.yaml's keystone.domain: bound under the names Keystone's webhook (k8s-keystone-auth) gives the cluster, and let into serve's API with a Keystone token."},"name":{"type":"string","minLength":1,"description":"User, group or service account name."},"namespace":{"type":"string","description":"Namespace of a ServiceAccount; defaults to the project."},"role":{"enum":["view","edit","admin"],"description":"The built-in ClusterRole the member is bound to."}},"additionalProperties":false},"LimitRangeItem":{"title":"LimitRangeItem","type":"object","required":["type"],"properties":{"type":{"enum":["Container","Pod","PersistentVolumeClaim"]},"max":{"$ref":"common.schema.json#/definitions/QuantityMap"},"min":{"$ref":"common.schema.json#/definitions/QuantityMap"},"default":{"$ref":"common.schema.json#/definitions/QuantityMap"},"defaultRequest":{"$ref":"common.schema.json#/definitions/QuantityMap"},"maxLimitRequestRatio":{"$ref":"common.schema.json#/definitions/QuantityMap"}},"additionalProperties":false}}};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.namespace !== undefined){
let data1 = data.namespace;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.namespace.type,parentSchema:schema13.properties.namespace,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.labels !== undefined){
let data2 = data.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.annotations !== undefined){
let data4 = data.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err7 = {instancePath:instancePath+"/annotations",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generateName !== undefined){
let data6 = data.generateName;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/generateName",schemaPath:"#/properties/generateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.generateName.type,parentSchema:schema13.properties.generateName,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.uid !== undefined){
let data7 = data.uid;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.uid.type,parentSchema:schema13.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resourceVersion !== undefined){
let data8 = data.resourceVersion;
if(typeof data8 !== "string"){
const err10 = {instancePath:instancePath+"/resourceVersion",schemaPath:"#/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.resourceVersion.type,parentSchema:schema13.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.generation !== undefined){
let data9 = data.generation;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.generation.type,parentSchema:schema13.properties.generation,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creationTimestamp !== undefined){
let data10 = data.creationTimestamp;
if((typeof data10 !== "string") && (data10 !== null)){
const err12 = {instancePath:instancePath+"/creationTimestamp",schemaPath:"#/properties/creationTimestamp/type",keyword:"type",params:{type: schema13.properties.creationTimestamp.type},message:"must be string,null",schema:schema13.properties.creationTimestamp.type,parentSchema:schema13.properties.creationTimestamp,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selfLink !== undefined){
let data11 = data.selfLink;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/selfLink",schemaPath:"#/properties/selfLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.selfLink.type,parentSchema:schema13.properties.selfLink,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data12 = data.finalizers;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.finalizers.items.type,parentSchema:schema13.properties.finalizers.items,data:data13};
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
const err15 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.finalizers.type,parentSchema:schema13.properties.finalizers,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.ownerReferences !== undefined){
let data14 = data.ownerReferences;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err16 = {instancePath:instancePath+"/ownerReferences/" + i1,schemaPath:"#/properties/ownerReferences/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.ownerReferences.items.type,parentSchema:schema13.properties.ownerReferences.items,data:data15};
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
const err17 = {instancePath:instancePath+"/ownerReferences",schemaPath:"#/properties/ownerReferences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.ownerReferences.type,parentSchema:schema13.properties.ownerReferences,data:data14};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.managedFields !== undefined){
let data16 = data.managedFields;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err18 = {instancePath:instancePath+"/managedFields/" + i2,schemaPath:"#/properties/managedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.managedFields.items.type,parentSchema:schema13.properties.managedFields.items,data:data17};
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
else {
const err19 = {instancePath:instancePath+"/managedFields",schemaPath:"#/properties/managedFields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.managedFields.type,parentSchema:schema13.properties.managedFields,data:data16};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}

const schema82 = {"title":"ProjectSpec","type":"object","properties":{"finalizers":{"type":"array","items":{"type":"string"}},"members":{"type":"array","description":"gitshift extension: who may view, edit or administer the project.","items":{"$ref":"#/definitions/ProjectMember"}},"keystone":{"title":"ProjectKeystone","description":"gitshift extension: the Keystone project whose role assignments say who may do what in this project (through keystone.roles of gitshift.yaml).","type":"object","required":["project"],"properties":{"project":{"type":"string","minLength":1,"description":"The Keystone project's name, in keystone.domain."},"assignments":{"type":"array","description":"Written by gitshift, not by hand: the role assignments on `project` as serve last read them from Keystone (every keystone.followInterval), each user or group of keystone.domain with its Keystone roles, implied roles included. Rendered into the project's RoleBindings through keystone.roles, beside the members. A hand edit is replaced at the next follow.","items":{"$ref":"#/definitions/KeystoneAssignment"}}},"additionalProperties":false},"quota":{"title":"ProjectQuota","description":"gitshift extension: the spec of the project's ResourceQuota.","type":"object","required":["hard"],"properties":{"hard":{"$ref":"common.schema.json#/definitions/QuantityMap"},"scopes":{"type":"array","items":{"type":"string"}},"scopeSelector":{"type":"object"}},"additionalProperties":false},"limits":{"title":"ProjectLimits","description":"gitshift extension: the spec of the project's LimitRange.","type":"object","required":["limits"],"properties":{"limits":{"type":"array","items":{"$ref":"#/definitions/LimitRangeItem"}}},"additionalProperties":false}},"additionalProperties":false};
const schema83 = {"title":"ProjectMember","type":"object","required":["kind","name","role"],"properties":{"kind":{"enum":["User","Group","ServiceAccount","KeystoneUser","KeystoneGroup"],"description":"What the member is. KeystoneUser and KeystoneGroup name a user or group of gitshift.yaml's keystone.domain: bound under the names Keystone's webhook (k8s-keystone-auth) gives the cluster, and let into serve's API with a Keystone token."},"name":{"type":"string","minLength":1,"description":"User, group or service account name."},"namespace":{"type":"string","description":"Namespace of a ServiceAccount; defaults to the project."},"role":{"enum":["view","edit","admin"],"description":"The built-in ClusterRole the member is bound to."}},"additionalProperties":false};
const schema84 = {"title":"KeystoneAssignment","type":"object","required":["kind","name","roles"],"properties":{"kind":{"enum":["KeystoneUser","KeystoneGroup"],"description":"Whom the Keystone project's role is assigned to: a user or a group of keystone.domain."},"name":{"type":"string","minLength":1,"description":"The user's or group's name in Keystone."},"roles":{"type":"array","minItems":1,"items":{"type":"string","minLength":1},"description":"Its Keystone roles on the project, with the roles they imply."}},"additionalProperties":false};
const schema86 = {"title":"LimitRangeItem","type":"object","required":["type"],"properties":{"type":{"enum":["Container","Pod","PersistentVolumeClaim"]},"max":{"$ref":"common.schema.json#/definitions/QuantityMap"},"min":{"$ref":"common.schema.json#/definitions/QuantityMap"},"default":{"$ref":"common.schema.json#/definitions/QuantityMap"},"defaultRequest":{"$ref":"common.schema.json#/definitions/QuantityMap"},"maxLimitRequestRatio":{"$ref":"common.schema.json#/definitions/QuantityMap"}},"additionalProperties":false};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema86.required,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "type") || (key0 === "max")) || (key0 === "min")) || (key0 === "default")) || (key0 === "defaultRequest")) || (key0 === "maxLimitRequestRatio"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(!(((data0 === "Container") || (data0 === "Pod")) || (data0 === "PersistentVolumeClaim"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema86.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema86.properties.type.enum,parentSchema:schema86.properties.type,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.max !== undefined){
let data1 = data.max;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
let data2 = data1[key1];
if((typeof data2 !== "string") && (!((typeof data2 == "number") && (isFinite(data2))))){
const err3 = {instancePath:instancePath+"/max/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/max",schemaPath:"common.schema.json#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.min !== undefined){
let data3 = data.min;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
let data4 = data3[key2];
if((typeof data4 !== "string") && (!((typeof data4 == "number") && (isFinite(data4))))){
const err5 = {instancePath:instancePath+"/min/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data4};
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
const err6 = {instancePath:instancePath+"/min",schemaPath:"common.schema.json#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.default !== undefined){
let data5 = data.default;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key3 in data5){
let data6 = data5[key3];
if((typeof data6 !== "string") && (!((typeof data6 == "number") && (isFinite(data6))))){
const err7 = {instancePath:instancePath+"/default/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/default",schemaPath:"common.schema.json#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.defaultRequest !== undefined){
let data7 = data.defaultRequest;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key4 in data7){
let data8 = data7[key4];
if((typeof data8 !== "string") && (!((typeof data8 == "number") && (isFinite(data8))))){
const err9 = {instancePath:instancePath+"/defaultRequest/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data8};
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
else {
const err10 = {instancePath:instancePath+"/defaultRequest",schemaPath:"common.schema.json#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.maxLimitRequestRatio !== undefined){
let data9 = data.maxLimitRequestRatio;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key5 in data9){
let data10 = data9[key5];
if((typeof data10 !== "string") && (!((typeof data10 == "number") && (isFinite(data10))))){
const err11 = {instancePath:instancePath+"/maxLimitRequestRatio/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data10};
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
const err12 = {instancePath:instancePath+"/maxLimitRequestRatio",schemaPath:"common.schema.json#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data9};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema86.type,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}


function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "finalizers") || (key0 === "members")) || (key0 === "keystone")) || (key0 === "quota")) || (key0 === "limits"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data0 = data.finalizers;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.finalizers.items.type,parentSchema:schema82.properties.finalizers.items,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.finalizers.type,parentSchema:schema82.properties.finalizers,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.members !== undefined){
let data2 = data.members;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.kind === undefined){
const err3 = {instancePath:instancePath+"/members/" + i1,schemaPath:"#/definitions/ProjectMember/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema83.required,parentSchema:schema83,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data3.name === undefined){
const err4 = {instancePath:instancePath+"/members/" + i1,schemaPath:"#/definitions/ProjectMember/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema83.required,parentSchema:schema83,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.role === undefined){
const err5 = {instancePath:instancePath+"/members/" + i1,schemaPath:"#/definitions/ProjectMember/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema83.required,parentSchema:schema83,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "kind") || (key1 === "name")) || (key1 === "namespace")) || (key1 === "role"))){
const err6 = {instancePath:instancePath+"/members/" + i1,schemaPath:"#/definitions/ProjectMember/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema83,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.kind !== undefined){
let data4 = data3.kind;
if(!(((((data4 === "User") || (data4 === "Group")) || (data4 === "ServiceAccount")) || (data4 === "KeystoneUser")) || (data4 === "KeystoneGroup"))){
const err7 = {instancePath:instancePath+"/members/" + i1+"/kind",schemaPath:"#/definitions/ProjectMember/properties/kind/enum",keyword:"enum",params:{allowedValues: schema83.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema83.properties.kind.enum,parentSchema:schema83.properties.kind,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.name !== undefined){
let data5 = data3.name;
if(typeof data5 === "string"){
if(func7(data5) < 1){
const err8 = {instancePath:instancePath+"/members/" + i1+"/name",schemaPath:"#/definitions/ProjectMember/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema83.properties.name,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/members/" + i1+"/name",schemaPath:"#/definitions/ProjectMember/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema83.properties.name.type,parentSchema:schema83.properties.name,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.namespace !== undefined){
let data6 = data3.namespace;
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/members/" + i1+"/namespace",schemaPath:"#/definitions/ProjectMember/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema83.properties.namespace.type,parentSchema:schema83.properties.namespace,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.role !== undefined){
let data7 = data3.role;
if(!(((data7 === "view") || (data7 === "edit")) || (data7 === "admin"))){
const err11 = {instancePath:instancePath+"/members/" + i1+"/role",schemaPath:"#/definitions/ProjectMember/properties/role/enum",keyword:"enum",params:{allowedValues: schema83.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema83.properties.role.enum,parentSchema:schema83.properties.role,data:data7};
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
const err12 = {instancePath:instancePath+"/members/" + i1,schemaPath:"#/definitions/ProjectMember/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema83.type,parentSchema:schema83,data:data3};
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
const err13 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.members.type,parentSchema:schema82.properties.members,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.keystone !== undefined){
let data8 = data.keystone;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.project === undefined){
const err14 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'",schema:schema82.properties.keystone.required,parentSchema:schema82.properties.keystone,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "project") || (key2 === "assignments"))){
const err15 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema82.properties.keystone,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data8.project !== undefined){
let data9 = data8.project;
if(typeof data9 === "string"){
if(func7(data9) < 1){
const err16 = {instancePath:instancePath+"/keystone/project",schemaPath:"#/properties/keystone/properties/project/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema82.properties.keystone.properties.project,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/keystone/project",schemaPath:"#/properties/keystone/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.keystone.properties.project.type,parentSchema:schema82.properties.keystone.properties.project,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8.assignments !== undefined){
let data10 = data8.assignments;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.kind === undefined){
const err18 = {instancePath:instancePath+"/keystone/assignments/" + i2,schemaPath:"#/definitions/KeystoneAssignment/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema84.required,parentSchema:schema84,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data11.name === undefined){
const err19 = {instancePath:instancePath+"/keystone/assignments/" + i2,schemaPath:"#/definitions/KeystoneAssignment/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema84.required,parentSchema:schema84,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11.roles === undefined){
const err20 = {instancePath:instancePath+"/keystone/assignments/" + i2,schemaPath:"#/definitions/KeystoneAssignment/required",keyword:"required",params:{missingProperty: "roles"},message:"must have required property '"+"roles"+"'",schema:schema84.required,parentSchema:schema84,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key3 in data11){
if(!(((key3 === "kind") || (key3 === "name")) || (key3 === "roles"))){
const err21 = {instancePath:instancePath+"/keystone/assignments/" + i2,schemaPath:"#/definitions/KeystoneAssignment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema84,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data11.kind !== undefined){
let data12 = data11.kind;
if(!((data12 === "KeystoneUser") || (data12 === "KeystoneGroup"))){
const err22 = {instancePath:instancePath+"/keystone/assignments/" + i2+"/kind",schemaPath:"#/definitions/KeystoneAssignment/properties/kind/enum",keyword:"enum",params:{allowedValues: schema84.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema84.properties.kind.enum,parentSchema:schema84.properties.kind,data:data12};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data11.name !== undefined){
let data13 = data11.name;
if(typeof data13 === "string"){
if(func7(data13) < 1){
const err23 = {instancePath:instancePath+"/keystone/assignments/" + i2+"/name",schemaPath:"#/definitions/KeystoneAssignment/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema84.properties.name,data:data13};
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
const err24 = {instancePath:instancePath+"/keystone/assignments/" + i2+"/name",schemaPath:"#/definitions/KeystoneAssignment/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema84.properties.name.type,parentSchema:schema84.properties.name,data:data13};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.roles !== undefined){
let data14 = data11.roles;
if(Array.isArray(data14)){
if(data14.length < 1){
const err25 = {instancePath:instancePath+"/keystone/assignments/" + i2+"/roles",schemaPath:"#/definitions/KeystoneAssignment/properties/roles/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema84.properties.roles,data:data14};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
let data15 = data14[i3];
if(typeof data15 === "string"){
if(func7(data15) < 1){
const err26 = {instancePath:instancePath+"/keystone/assignments/" + i2+"/roles/" + i3,schemaPath:"#/definitions/KeystoneAssignment/properties/roles/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema84.properties.roles.items,data:data15};
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
const err27 = {instancePath:instancePath+"/keystone/assignments/" + i2+"/roles/" + i3,schemaPath:"#/definitions/KeystoneAssignment/properties/roles/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema84.properties.roles.items.type,parentSchema:schema84.properties.roles.items,data:data15};
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
const err28 = {instancePath:instancePath+"/keystone/assignments/" + i2+"/roles",schemaPath:"#/definitions/KeystoneAssignment/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema84.properties.roles.type,parentSchema:schema84.properties.roles,data:data14};
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
const err29 = {instancePath:instancePath+"/keystone/assignments/" + i2,schemaPath:"#/definitions/KeystoneAssignment/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema84.type,parentSchema:schema84,data:data11};
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
else {
const err30 = {instancePath:instancePath+"/keystone/assignments",schemaPath:"#/properties/keystone/properties/assignments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.keystone.properties.assignments.type,parentSchema:schema82.properties.keystone.properties.assignments,data:data10};
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
else {
const err31 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.properties.keystone.type,parentSchema:schema82.properties.keystone,data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.quota !== undefined){
let data16 = data.quota;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.hard === undefined){
const err32 = {instancePath:instancePath+"/quota",schemaPath:"#/properties/quota/required",keyword:"required",params:{missingProperty: "hard"},message:"must have required property '"+"hard"+"'",schema:schema82.properties.quota.required,parentSchema:schema82.properties.quota,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key4 in data16){
if(!(((key4 === "hard") || (key4 === "scopes")) || (key4 === "scopeSelector"))){
const err33 = {instancePath:instancePath+"/quota",schemaPath:"#/properties/quota/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema82.properties.quota,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data16.hard !== undefined){
let data17 = data16.hard;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key5 in data17){
let data18 = data17[key5];
if((typeof data18 !== "string") && (!((typeof data18 == "number") && (isFinite(data18))))){
const err34 = {instancePath:instancePath+"/quota/hard/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/QuantityMap/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number",schema:schema35.additionalProperties.type,parentSchema:schema35.additionalProperties,data:data18};
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
const err35 = {instancePath:instancePath+"/quota/hard",schemaPath:"common.schema.json#/definitions/QuantityMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data16.scopes !== undefined){
let data19 = data16.scopes;
if(Array.isArray(data19)){
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
let data20 = data19[i4];
if(typeof data20 !== "string"){
const err36 = {instancePath:instancePath+"/quota/scopes/" + i4,schemaPath:"#/properties/quota/properties/scopes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.quota.properties.scopes.items.type,parentSchema:schema82.properties.quota.properties.scopes.items,data:data20};
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
const err37 = {instancePath:instancePath+"/quota/scopes",schemaPath:"#/properties/quota/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.quota.properties.scopes.type,parentSchema:schema82.properties.quota.properties.scopes,data:data19};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.scopeSelector !== undefined){
let data21 = data16.scopeSelector;
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
const err38 = {instancePath:instancePath+"/quota/scopeSelector",schemaPath:"#/properties/quota/properties/scopeSelector/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.properties.quota.properties.scopeSelector.type,parentSchema:schema82.properties.quota.properties.scopeSelector,data:data21};
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
const err39 = {instancePath:instancePath+"/quota",schemaPath:"#/properties/quota/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.properties.quota.type,parentSchema:schema82.properties.quota,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.limits !== undefined){
let data22 = data.limits;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.limits === undefined){
const err40 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/required",keyword:"required",params:{missingProperty: "limits"},message:"must have required property '"+"limits"+"'",schema:schema82.properties.limits.required,parentSchema:schema82.properties.limits,data:data22};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key6 in data22){
if(!(key6 === "limits")){
const err41 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema82.properties.limits,data:data22};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data22.limits !== undefined){
let data23 = data22.limits;
if(Array.isArray(data23)){
const len5 = data23.length;
for(let i5=0; i5<len5; i5++){
if(!(validate85(data23[i5], {instancePath:instancePath+"/limits/limits/" + i5,parentData:data23,parentDataProperty:i5,rootData}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
}
else {
const err42 = {instancePath:instancePath+"/limits/limits",schemaPath:"#/properties/limits/properties/limits/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.limits.properties.limits.type,parentSchema:schema82.properties.limits.properties.limits,data:data23};
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
else {
const err43 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.properties.limits.type,parentSchema:schema82.properties.limits,data:data22};
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
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.type,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/project.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "spec")) || (key0 === "status"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if(!((data0 === "project.openshift.io/v1") || (data0 === "v1"))){
const err4 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema78.properties.apiVersion.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.apiVersion.enum,parentSchema:schema78.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("Project" !== data1){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "Project"},message:"must be equal to constant",schema:"Project",parentSchema:schema78.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.metadata !== undefined){
let data2 = data.metadata;
if(!(validate82(data2, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.annotations !== undefined){
let data3 = data2.annotations;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["gitshift.io/self-heal"] !== undefined){
let data4 = data3["gitshift.io/self-heal"];
if(!((data4 === "true") || (data4 === "false"))){
const err6 = {instancePath:instancePath+"/metadata/annotations/gitshift.io~1self-heal",schemaPath:"#/properties/metadata/allOf/1/properties/annotations/properties/gitshift.io~1self-heal/enum",keyword:"enum",params:{allowedValues: schema78.properties.metadata.allOf[1].properties.annotations.properties["gitshift.io/self-heal"].enum},message:"must be equal to one of the allowed values",schema:schema78.properties.metadata.allOf[1].properties.annotations.properties["gitshift.io/self-heal"].enum,parentSchema:schema78.properties.metadata.allOf[1].properties.annotations.properties["gitshift.io/self-heal"],data:data4};
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
const err7 = {instancePath:instancePath+"/metadata/annotations",schemaPath:"#/properties/metadata/allOf/1/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.metadata.allOf[1].properties.annotations.type,parentSchema:schema78.properties.metadata.allOf[1].properties.annotations,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.metadata.allOf[1].type,parentSchema:schema78.properties.metadata.allOf[1],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate84(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.status.type,parentSchema:schema78.properties.status,data:data6};
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
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}

export const Route = validate88;
const schema92 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/route.schema.json","title":"Route","description":"An OpenShift Route: rendered as a networking.k8s.io/v1 Ingress (or kept as a Route with routes.mode openshift).","type":"object","required":["apiVersion","kind","metadata","spec"],"properties":{"apiVersion":{"enum":["route.openshift.io/v1","v1"]},"kind":{"const":"Route"},"metadata":{"$ref":"common.schema.json#/definitions/ObjectMeta"},"spec":{"$ref":"#/definitions/RouteSpec"},"status":{"type":"object"}},"additionalProperties":false,"definitions":{"RouteSpec":{"title":"RouteSpec","type":"object","required":["to"],"properties":{"host":{"type":"string","description":"Public host name; empty means <route>-<project>.<routerSuffix>."},"subdomain":{"type":"string","description":"Host is <subdomain>.<routerSuffix> when host is empty."},"path":{"type":"string","pattern":"^/","description":"Path prefix the route serves."},"to":{"$ref":"#/definitions/RouteTargetReference"},"alternateBackends":{"type":"array","items":{"$ref":"#/definitions/RouteTargetReference"}},"port":{"title":"RoutePort","type":"object","required":["targetPort"],"properties":{"targetPort":{"$ref":"common.schema.json#/definitions/IntOrString"}},"additionalProperties":false},"tls":{"$ref":"#/definitions/TLSConfig"},"wildcardPolicy":{"enum":["None","Subdomain"]},"httpHeaders":{"type":"object"}},"additionalProperties":false},"RouteTargetReference":{"title":"RouteTargetReference","type":"object","required":["name"],"properties":{"kind":{"const":"Service","default":"Service","description":"Left out, OpenShift takes Service."},"name":{"type":"string"},"weight":{"type":["integer","null"],"minimum":0,"maximum":256}},"additionalProperties":false},"TLSConfig":{"title":"TLSConfig","type":"object","required":["termination"],"properties":{"termination":{"enum":["edge","passthrough","reencrypt","Edge","Passthrough","Reencrypt"],"description":"edge ends TLS at the router, passthrough at the pod, reencrypt at both. OpenShift takes Edge, Passthrough and Reencrypt for the same (and no other spelling). Left out or empty, it is edge unless destinationCACertificate is given, as OpenShift defaults it."},"certificate":{"type":"string","description":"PEM certificate served for the host."},"key":{"type":"string","description":"PEM private key of the certificate."},"caCertificate":{"type":"string","description":"PEM chain appended to the certificate."},"destinationCACertificate":{"type":"string","description":"PEM CA that signs the pod's certificate (reencrypt)."},"insecureEdgeTerminationPolicy":{"enum":["None","Allow","Redirect",""]},"externalCertificate":{"$ref":"common.schema.json#/definitions/LocalObjectReference"}},"additionalProperties":false}}};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.namespace !== undefined){
let data1 = data.namespace;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.namespace.type,parentSchema:schema13.properties.namespace,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.labels !== undefined){
let data2 = data.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.annotations !== undefined){
let data4 = data.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err7 = {instancePath:instancePath+"/annotations",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generateName !== undefined){
let data6 = data.generateName;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/generateName",schemaPath:"#/properties/generateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.generateName.type,parentSchema:schema13.properties.generateName,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.uid !== undefined){
let data7 = data.uid;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.uid.type,parentSchema:schema13.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resourceVersion !== undefined){
let data8 = data.resourceVersion;
if(typeof data8 !== "string"){
const err10 = {instancePath:instancePath+"/resourceVersion",schemaPath:"#/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.resourceVersion.type,parentSchema:schema13.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.generation !== undefined){
let data9 = data.generation;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.generation.type,parentSchema:schema13.properties.generation,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creationTimestamp !== undefined){
let data10 = data.creationTimestamp;
if((typeof data10 !== "string") && (data10 !== null)){
const err12 = {instancePath:instancePath+"/creationTimestamp",schemaPath:"#/properties/creationTimestamp/type",keyword:"type",params:{type: schema13.properties.creationTimestamp.type},message:"must be string,null",schema:schema13.properties.creationTimestamp.type,parentSchema:schema13.properties.creationTimestamp,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selfLink !== undefined){
let data11 = data.selfLink;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/selfLink",schemaPath:"#/properties/selfLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.selfLink.type,parentSchema:schema13.properties.selfLink,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data12 = data.finalizers;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.finalizers.items.type,parentSchema:schema13.properties.finalizers.items,data:data13};
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
const err15 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.finalizers.type,parentSchema:schema13.properties.finalizers,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.ownerReferences !== undefined){
let data14 = data.ownerReferences;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err16 = {instancePath:instancePath+"/ownerReferences/" + i1,schemaPath:"#/properties/ownerReferences/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.ownerReferences.items.type,parentSchema:schema13.properties.ownerReferences.items,data:data15};
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
const err17 = {instancePath:instancePath+"/ownerReferences",schemaPath:"#/properties/ownerReferences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.ownerReferences.type,parentSchema:schema13.properties.ownerReferences,data:data14};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.managedFields !== undefined){
let data16 = data.managedFields;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err18 = {instancePath:instancePath+"/managedFields/" + i2,schemaPath:"#/properties/managedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.managedFields.items.type,parentSchema:schema13.properties.managedFields.items,data:data17};
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
else {
const err19 = {instancePath:instancePath+"/managedFields",schemaPath:"#/properties/managedFields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.managedFields.type,parentSchema:schema13.properties.managedFields,data:data16};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}

const schema96 = {"title":"RouteSpec","type":"object","required":["to"],"properties":{"host":{"type":"string","description":"Public host name; empty means <route>-<project>.<routerSuffix>."},"subdomain":{"type":"string","description":"Host is <subdomain>.<routerSuffix> when host is empty."},"path":{"type":"string","pattern":"^/","description":"Path prefix the route serves."},"to":{"$ref":"#/definitions/RouteTargetReference"},"alternateBackends":{"type":"array","items":{"$ref":"#/definitions/RouteTargetReference"}},"port":{"title":"RoutePort","type":"object","required":["targetPort"],"properties":{"targetPort":{"$ref":"common.schema.json#/definitions/IntOrString"}},"additionalProperties":false},"tls":{"$ref":"#/definitions/TLSConfig"},"wildcardPolicy":{"enum":["None","Subdomain"]},"httpHeaders":{"type":"object"}},"additionalProperties":false};
const schema97 = {"title":"RouteTargetReference","type":"object","required":["name"],"properties":{"kind":{"const":"Service","default":"Service","description":"Left out, OpenShift takes Service."},"name":{"type":"string"},"weight":{"type":["integer","null"],"minimum":0,"maximum":256}},"additionalProperties":false};
const pattern2 = new RegExp("^/", "u");
const schema100 = {"title":"TLSConfig","type":"object","required":["termination"],"properties":{"termination":{"enum":["edge","passthrough","reencrypt","Edge","Passthrough","Reencrypt"],"description":"edge ends TLS at the router, passthrough at the pod, reencrypt at both. OpenShift takes Edge, Passthrough and Reencrypt for the same (and no other spelling). Left out or empty, it is edge unless destinationCACertificate is given, as OpenShift defaults it."},"certificate":{"type":"string","description":"PEM certificate served for the host."},"key":{"type":"string","description":"PEM private key of the certificate."},"caCertificate":{"type":"string","description":"PEM chain appended to the certificate."},"destinationCACertificate":{"type":"string","description":"PEM CA that signs the pod's certificate (reencrypt)."},"insecureEdgeTerminationPolicy":{"enum":["None","Allow","Redirect",""]},"externalCertificate":{"$ref":"common.schema.json#/definitions/LocalObjectReference"}},"additionalProperties":false};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.termination === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "termination"},message:"must have required property '"+"termination"+"'",schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "termination") || (key0 === "certificate")) || (key0 === "key")) || (key0 === "caCertificate")) || (key0 === "destinationCACertificate")) || (key0 === "insecureEdgeTerminationPolicy")) || (key0 === "externalCertificate"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.termination !== undefined){
let data0 = data.termination;
if(!((((((data0 === "edge") || (data0 === "passthrough")) || (data0 === "reencrypt")) || (data0 === "Edge")) || (data0 === "Passthrough")) || (data0 === "Reencrypt"))){
const err2 = {instancePath:instancePath+"/termination",schemaPath:"#/properties/termination/enum",keyword:"enum",params:{allowedValues: schema100.properties.termination.enum},message:"must be equal to one of the allowed values",schema:schema100.properties.termination.enum,parentSchema:schema100.properties.termination,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.certificate !== undefined){
let data1 = data.certificate;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.certificate.type,parentSchema:schema100.properties.certificate,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
let data2 = data.key;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.key.type,parentSchema:schema100.properties.key,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.caCertificate !== undefined){
let data3 = data.caCertificate;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/caCertificate",schemaPath:"#/properties/caCertificate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.caCertificate.type,parentSchema:schema100.properties.caCertificate,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.destinationCACertificate !== undefined){
let data4 = data.destinationCACertificate;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/destinationCACertificate",schemaPath:"#/properties/destinationCACertificate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.destinationCACertificate.type,parentSchema:schema100.properties.destinationCACertificate,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.insecureEdgeTerminationPolicy !== undefined){
let data5 = data.insecureEdgeTerminationPolicy;
if(!((((data5 === "None") || (data5 === "Allow")) || (data5 === "Redirect")) || (data5 === ""))){
const err7 = {instancePath:instancePath+"/insecureEdgeTerminationPolicy",schemaPath:"#/properties/insecureEdgeTerminationPolicy/enum",keyword:"enum",params:{allowedValues: schema100.properties.insecureEdgeTerminationPolicy.enum},message:"must be equal to one of the allowed values",schema:schema100.properties.insecureEdgeTerminationPolicy.enum,parentSchema:schema100.properties.insecureEdgeTerminationPolicy,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.externalCertificate !== undefined){
let data6 = data.externalCertificate;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.name === undefined){
const err8 = {instancePath:instancePath+"/externalCertificate",schemaPath:"common.schema.json#/definitions/LocalObjectReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema19.required,parentSchema:schema19,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data6){
if(!(key1 === "name")){
const err9 = {instancePath:instancePath+"/externalCertificate",schemaPath:"common.schema.json#/definitions/LocalObjectReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data6.name !== undefined){
let data7 = data6.name;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/externalCertificate/name",schemaPath:"common.schema.json#/definitions/LocalObjectReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.name.type,parentSchema:schema19.properties.name,data:data7};
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
const err11 = {instancePath:instancePath+"/externalCertificate",schemaPath:"common.schema.json#/definitions/LocalObjectReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data6};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.type,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}


function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.to === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema96.required,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema96.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.host !== undefined){
let data0 = data.host;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema96.properties.host.type,parentSchema:schema96.properties.host,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.subdomain !== undefined){
let data1 = data.subdomain;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/subdomain",schemaPath:"#/properties/subdomain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema96.properties.subdomain.type,parentSchema:schema96.properties.subdomain,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.path !== undefined){
let data2 = data.path;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema96.properties.path,data:data2};
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
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema96.properties.path.type,parentSchema:schema96.properties.path,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.to !== undefined){
let data3 = data.to;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/RouteTargetReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema97.required,parentSchema:schema97,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "kind") || (key1 === "name")) || (key1 === "weight"))){
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/RouteTargetReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema97,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.kind !== undefined){
let data4 = data3.kind;
if("Service" !== data4){
const err8 = {instancePath:instancePath+"/to/kind",schemaPath:"#/definitions/RouteTargetReference/properties/kind/const",keyword:"const",params:{allowedValue: "Service"},message:"must be equal to constant",schema:"Service",parentSchema:schema97.properties.kind,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.name !== undefined){
let data5 = data3.name;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/to/name",schemaPath:"#/definitions/RouteTargetReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema97.properties.name.type,parentSchema:schema97.properties.name,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.weight !== undefined){
let data6 = data3.weight;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err10 = {instancePath:instancePath+"/to/weight",schemaPath:"#/definitions/RouteTargetReference/properties/weight/type",keyword:"type",params:{type: schema97.properties.weight.type},message:"must be integer,null",schema:schema97.properties.weight.type,parentSchema:schema97.properties.weight,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 256 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/to/weight",schemaPath:"#/definitions/RouteTargetReference/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256",schema:256,parentSchema:schema97.properties.weight,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/to/weight",schemaPath:"#/definitions/RouteTargetReference/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema97.properties.weight,data:data6};
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
}
else {
const err13 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/RouteTargetReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema97.type,parentSchema:schema97,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.alternateBackends !== undefined){
let data7 = data.alternateBackends;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.name === undefined){
const err14 = {instancePath:instancePath+"/alternateBackends/" + i0,schemaPath:"#/definitions/RouteTargetReference/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema97.required,parentSchema:schema97,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 in data8){
if(!(((key2 === "kind") || (key2 === "name")) || (key2 === "weight"))){
const err15 = {instancePath:instancePath+"/alternateBackends/" + i0,schemaPath:"#/definitions/RouteTargetReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema97,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data8.kind !== undefined){
let data9 = data8.kind;
if("Service" !== data9){
const err16 = {instancePath:instancePath+"/alternateBackends/" + i0+"/kind",schemaPath:"#/definitions/RouteTargetReference/properties/kind/const",keyword:"const",params:{allowedValue: "Service"},message:"must be equal to constant",schema:"Service",parentSchema:schema97.properties.kind,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data8.name !== undefined){
let data10 = data8.name;
if(typeof data10 !== "string"){
const err17 = {instancePath:instancePath+"/alternateBackends/" + i0+"/name",schemaPath:"#/definitions/RouteTargetReference/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema97.properties.name.type,parentSchema:schema97.properties.name,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8.weight !== undefined){
let data11 = data8.weight;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
const err18 = {instancePath:instancePath+"/alternateBackends/" + i0+"/weight",schemaPath:"#/definitions/RouteTargetReference/properties/weight/type",keyword:"type",params:{type: schema97.properties.weight.type},message:"must be integer,null",schema:schema97.properties.weight.type,parentSchema:schema97.properties.weight,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 256 || isNaN(data11)){
const err19 = {instancePath:instancePath+"/alternateBackends/" + i0+"/weight",schemaPath:"#/definitions/RouteTargetReference/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256",schema:256,parentSchema:schema97.properties.weight,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/alternateBackends/" + i0+"/weight",schemaPath:"#/definitions/RouteTargetReference/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema97.properties.weight,data:data11};
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
}
else {
const err21 = {instancePath:instancePath+"/alternateBackends/" + i0,schemaPath:"#/definitions/RouteTargetReference/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema97.type,parentSchema:schema97,data:data8};
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
const err22 = {instancePath:instancePath+"/alternateBackends",schemaPath:"#/properties/alternateBackends/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema96.properties.alternateBackends.type,parentSchema:schema96.properties.alternateBackends,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.port !== undefined){
let data12 = data.port;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.targetPort === undefined){
const err23 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/required",keyword:"required",params:{missingProperty: "targetPort"},message:"must have required property '"+"targetPort"+"'",schema:schema96.properties.port.required,parentSchema:schema96.properties.port,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key3 in data12){
if(!(key3 === "targetPort")){
const err24 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema96.properties.port,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data12.targetPort !== undefined){
let data13 = data12.targetPort;
const _errs33 = errors;
let valid9 = false;
let passing0 = null;
const _errs34 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err25 = {instancePath:instancePath+"/port/targetPort",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.oneOf[0].type,parentSchema:schema50.oneOf[0],data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs34 === errors;
if(_valid0){
valid9 = true;
passing0 = 0;
}
const _errs36 = errors;
if(typeof data13 !== "string"){
const err26 = {instancePath:instancePath+"/port/targetPort",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.oneOf[1].type,parentSchema:schema50.oneOf[1],data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs36 === errors;
if(_valid0 && valid9){
valid9 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid9 = true;
passing0 = 1;
}
}
if(!valid9){
const err27 = {instancePath:instancePath+"/port/targetPort",schemaPath:"common.schema.json#/definitions/IntOrString/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema50.oneOf,parentSchema:schema50,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema96.properties.port.type,parentSchema:schema96.properties.port,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.tls !== undefined){
if(!(validate92(data.tls, {instancePath:instancePath+"/tls",parentData:data,parentDataProperty:"tls",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
if(data.wildcardPolicy !== undefined){
let data15 = data.wildcardPolicy;
if(!((data15 === "None") || (data15 === "Subdomain"))){
const err29 = {instancePath:instancePath+"/wildcardPolicy",schemaPath:"#/properties/wildcardPolicy/enum",keyword:"enum",params:{allowedValues: schema96.properties.wildcardPolicy.enum},message:"must be equal to one of the allowed values",schema:schema96.properties.wildcardPolicy.enum,parentSchema:schema96.properties.wildcardPolicy,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.httpHeaders !== undefined){
let data16 = data.httpHeaders;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err30 = {instancePath:instancePath+"/httpHeaders",schemaPath:"#/properties/httpHeaders/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema96.properties.httpHeaders.type,parentSchema:schema96.properties.httpHeaders,data:data16};
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
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema96.type,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate91.errors = vErrors;
return errors === 0;
}


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/route.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "spec")) || (key0 === "status"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if(!((data0 === "route.openshift.io/v1") || (data0 === "v1"))){
const err5 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema92.properties.apiVersion.enum},message:"must be equal to one of the allowed values",schema:schema92.properties.apiVersion.enum,parentSchema:schema92.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("Route" !== data1){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "Route"},message:"must be equal to constant",schema:"Route",parentSchema:schema92.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.metadata !== undefined){
if(!(validate89(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
if(data.spec !== undefined){
if(!(validate91(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema92.properties.status.type,parentSchema:schema92.properties.status,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema92.type,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}

export const ServeConfig = validate95;
const schema102 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/serve-config.schema.json","title":"ServeConfig","description":"The configuration of `gitshift serve`: the config repository it tracks, where it listens, the cluster it reconciles and the webhook secrets. Secrets are never written here: they are read from files (or environment variables).","type":"object","required":["apiVersion","kind"],"properties":{"apiVersion":{"const":"gitshift.io/v1alpha1"},"kind":{"const":"ServeConfig"},"listen":{"type":"string","pattern":"^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$","default":"127.0.0.1:8080","description":"host:port of the HTTP server (webhooks, /healthz, /readyz, /status). Port 0 picks a free port."},"publicUrl":{"type":"string","pattern":"^https?://","description":"The URL people reach this serve at. Plan comments link to the full plan under it; without it they point to `gitshift plan` instead."},"stateDir":{"type":"string","minLength":1,"description":"Where gitshift keeps its clone of the config repository, the write-back journal and the replay store of webhook deliveries. Default: $XDG_STATE_HOME/gitshift (~/.local/state/gitshift)."},"repository":{"title":"ServeRepository","type":"object","required":["url"],"properties":{"url":{"type":"string","minLength":1,"description":"The config repository: file://, http(s)://, ssh:// or user@host:path. Never put a token in it: use credentials.tokenFile."},"branch":{"type":"string","minLength":1,"default":"main","description":"The tracked branch."},"path":{"type":"string","default":"","description":"The config repository's folder inside the git repository."},"pollInterval":{"$ref":"#/definitions/duration","default":"30s","description":"How often the branch is fetched. A GitHub push webhook fetches at once."},"credentials":{"title":"ServeGitCredentials","type":"object","properties":{"username":{"type":"string","minLength":1},"tokenFile":{"type":"string","minLength":1,"description":"A file holding an HTTPS token."},"sshKeyFile":{"type":"string","minLength":1,"description":"A private key for SSH URLs."},"knownHostsFile":{"type":"string","minLength":1,"description":"known_hosts for SSH URLs; when given, unknown host keys are refused."}},"additionalProperties":false}},"additionalProperties":false},"writeBack":{"title":"ServeWriteBack","type":"object","default":{},"properties":{"branch":{"type":"string","minLength":1,"description":"Push write-back commits to this branch instead of the tracked one, and leave merging to people."},"authorName":{"type":"string","minLength":1,"default":"gitshift"},"authorEmail":{"type":"string","minLength":1,"default":"gitshift@localhost"},"batchWindow":{"$ref":"#/definitions/duration","default":"50ms","description":"Edits arriving within this window share one commit."},"tagHistory":{"type":"integer","minimum":1,"maximum":1000,"default":10,"description":"How many images each ImageStream tag keeps in status.tags[].items; older ones leave the file (Git history keeps them)."}},"additionalProperties":false},"cluster":{"title":"ServeCluster","type":"object","default":{},"properties":{"kubeconfig":{"type":"string","minLength":1,"description":"The kubeconfig to reconcile with. Default: $KUBECONFIG; in a pod without either, its ServiceAccount (the API server from KUBERNETES_SERVICE_HOST/PORT, the token re-read as it rotates, the CA). May also name a ServiceAccount directory."},"resyncInterval":{"$ref":"#/definitions/duration","default":"3m","description":"Every project is reconciled again this often, to undo drift. 0s turns it off."},"concurrency":{"type":"integer","minimum":1,"maximum":64,"default":4,"description":"Projects reconciled at once."}},"additionalProperties":false},"webhooks":{"title":"ServeWebhooks","type":"object","default":{},"properties":{"githubSecretFile":{"type":"string","minLength":1,"description":"The GitHub webhook secret. Without one, /hooks/github answers 404."},"dockerhubSecretFile":{"type":"string","minLength":1,"description":"The secret in /hooks/dockerhub/<secret>. Without one, the endpoint answers 404."},"registrySecretFile":{"type":"string","minLength":1,"description":"The secret in /hooks/registry/<secret>. Without one, the endpoint answers 404."},"genericSecretFile":{"type":"string","minLength":1,"description":"The secret in /hooks/generic/<project>/<secret>, for every project without a secret of its own in genericSecretDir."},"genericSecretDir":{"type":"string","minLength":1,"description":"A folder of per-project secrets for /hooks/generic/<project>/<secret>: the file named after a project holds that project's secret (the shape of a Kubernetes Secret mounted as a volume). A project with a file of its own accepts only that secret; the others accept genericSecretFile's, or none. The file is read on each delivery, so a new or changed secret counts without a restart."},"rateLimits":{"title":"ServeRateLimits","type":"object","default":{},"description":"Token buckets per endpoint and sender address; a delivery over the limit is answered 429 with Retry-After. Defaults: github 200/s (burst 1000), registry 100/s (500), dockerhub 20/s (100), generic 10/s (50), openshift-build (BuildConfig webhook URLs) 50/s (250).","properties":{"github":{"$ref":"#/definitions/rateLimit"},"dockerhub":{"$ref":"#/definitions/rateLimit"},"registry":{"$ref":"#/definitions/rateLimit"},"generic":{"$ref":"#/definitions/rateLimit"},"openshift-build":{"$ref":"#/definitions/rateLimit"}},"additionalProperties":false},"requireGitHubSignature":{"type":"boolean","default":false,"description":"BuildConfig webhook URLs (/apis/build.openshift.io/v1/namespaces/<project>/buildconfigs/<name>/webhooks/<secret>/github) refuse GitHub deliveries without X-Hub-Signature-256. A signature that is sent is always checked. Off by default so webhooks set up for OpenShift keep working; turn it on once each GitHub webhook has the URL's secret as its Secret."}},"additionalProperties":false},"onlyConfiguredRegistries":{"type":"boolean","default":false,"description":"Send registry requests only to the hosts listed under registries (and builds.insecureRegistries): an ImageStream, BuildConfig or webhook naming any other host, loopback and link-local ones included, is refused with REGISTRY_HOST_REFUSED before a request leaves. Off by default so image streams may follow any public registry as OpenShift's do; turn it on where serve can reach internal services (the SSRF guard)."},"registries":{"type":"array","default":[],"description":"How to reach the registries image streams follow. Loopback registries are reached over plain HTTP without being listed.","items":{"title":"ServeRegistry","type":"object","required":["host"],"properties":{"host":{"type":"string","minLength":1,"description":"As image references name it: registry.example.com:5000, docker.io."},"url":{"type":"string","format":"uri","description":"Where its API is, when not https://<host>."},"insecure":{"type":"boolean","default":false,"description":"Plain HTTP. Only this setting (or an http:// url, or a loopback host) takes a registry with credentials to plain HTTP; an ImageStream's importPolicy.insecure does not."},"username":{"type":"string","minLength":1},"passwordFile":{"type":"string","minLength":1},"tokenRealms":{"type":"array","default":[],"description":"Token services on another origin that this registry's WWW-Authenticate may send gitshift to, with the credentials: origins as written, scheme and port included (https://gitlab.com for registry.gitlab.com, http://registry.internal:5001). The registry's own origin, and https://auth.docker.io for docker.io, need no entry; other realms are refused (REGISTRY_AUTH_REALM_REFUSED).","items":{"type":"string","pattern":"^https?://[^/?#@\\s]+/?$"}}},"additionalProperties":false}},"imports":{"title":"ServeImports","type":"object","default":{},"properties":{"interval":{"$ref":"#/definitions/duration","default":"15m","description":"How often tags with importPolicy.scheduled are checked against their registry. 0s turns it off."}},"additionalProperties":false},"api":{"title":"ServeApi","type":"object","default":{},"description":"serve's HTTP API under /api/v1/: reads (projects, objects, events, builds, previews) behind the status page and `gitshift status --server`, and actions (start, cancel a build, resync a project) used by the CLI's build commands. Actions always need a token; reads need one only when anonymousRead is false.","properties":{"tokenFile":{"type":"string","description":"A file holding the bearer token (or several, one per line) that API requests must present. Relative to this file."},"anonymousRead":{"type":"boolean","default":true,"description":"The status page and GET /api/v1/ reads answer without a token (read-only). false: reads need the API token too."}},"additionalProperties":false},"builds":{"title":"ServeBuilds","type":"object","default":{},"description":"How BuildConfigs are built: where builds run, where their images go, what is kept.","properties":{"executor":{"type":"string","enum":["local","cluster"],"default":"local","description":"local: buildah on the machine running serve (small setups, laptops). cluster: a pod in the project's namespace running buildah, so the cluster schedules builds across its nodes."},"registry":{"type":"string","description":"Where a build's output goes when its ImageStreamTag's stream names no spec.dockerImageRepository: images are pushed to <registry>/<project>/<stream>:<tag>. Example: registry.example.com:5000. Without it such a BuildConfig cannot build, and says so."},"insecureRegistries":{"type":"array","items":{"type":"string"},"default":[],"description":"Registry hosts (host:port) builds pull from and push to over plain HTTP. Registries listed under `registries` with insecure: true are added."},"maxRunning":{"type":"integer","minimum":1,"maximum":64,"default":2,"description":"Builds running at once, over every BuildConfig; more wait in their queue."},"logLimitBytes":{"type":"integer","minimum":4096,"maximum":1000000,"default":262144,"description":"Log kept per build after it ends (the head and the tail; the middle is dropped past this), in a ConfigMap `<build>.log` owned by the Build."},"maxArchiveBytes":{"type":"integer","minimum":1024,"default":104857600,"description":"Largest binary-build upload (`start-build --from-dir/--from-file/--from-archive`), compressed; its unpacked size is capped at 4 times this."},"cache":{"type":"boolean","default":true,"description":"Keep layers between builds of one BuildConfig (a cache repository <output repository>-build-cache in the registry), so a one-line change does not rebuild every step."},"cluster":{"title":"ServeBuildsCluster","type":"object","default":{},"properties":{"builderImage":{"type":"string","description":"The image build pods run: buildah with sh, wget and tar. Required with executor: cluster."},"nodeSelector":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Added to every build pod's nodeSelector (the BuildConfig's own nodeSelector is merged over it)."},"tolerations":{"type":"array","items":{"type":"object","properties":{"key":{"type":"string"},"operator":{"type":"string","enum":["Exists","Equal"]},"value":{"type":"string"},"effect":{"type":"string","enum":["NoSchedule","PreferNoSchedule","NoExecute"]}},"additionalProperties":false},"default":[],"description":"Added to every build pod: to let builds run on nodes kept for them by a taint."},"hostNetwork":{"type":"boolean","default":false,"description":"Run build pods in the node's network namespace, for registries and a serve reachable only on the node's loopback."},"contextListen":{"type":"string","default":"127.0.0.1:0","description":"host:port where serve hands build contexts to build pods, each at a one-time path. Port 0 picks a free one."},"contextAdvertisedHost":{"type":"string","description":"The host name build pods put in the context URL, when it differs from contextListen's host (listening on 0.0.0.0 behind a node address, say). Default: contextListen's host."}},"additionalProperties":false}},"additionalProperties":false},"containers":{"title":"ServeContainers","type":"object","default":{},"description":"The containers API (/api/v1/projects/<project>/containers): each create, stop or delete is a commit of a Job manifest in projects/<project>/containers/, by the caller. Images come only from the hosts under registries.","properties":{"enabled":{"type":"boolean","default":true,"description":"false: the containers routes answer 404."},"rateLimit":{"title":"ServeContainersRateLimit","type":"object","default":{},"description":"A token bucket per caller for creates, stops and deletes (each a commit); over it the API answers 429 with Retry-After.","properties":{"perSecond":{"type":"number","exclusiveMinimum":0,"default":1},"burst":{"type":"integer","minimum":1,"default":20}},"additionalProperties":false},"maxBodyBytes":{"type":"integer","minimum":1024,"maximum":1048576,"default":65536,"description":"The largest create request taken, in bytes; larger ones are refused 413 before they are read."},"nodeSelector":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Put on every container's pod: where containers run is serve's choice, never the request's."},"tolerations":{"type":"array","items":{"type":"object","properties":{"key":{"type":"string"},"operator":{"type":"string","enum":["Exists","Equal"]},"value":{"type":"string"},"effect":{"type":"string","enum":["NoSchedule","PreferNoSchedule","NoExecute"]}},"additionalProperties":false},"default":[],"description":"Added to every container's pod: to let containers run on nodes kept for them by a taint."}},"additionalProperties":false},"forge":{"title":"ServeForge","type":"object","description":"The forge of the config repository and of application source repositories (GitHub, or Gitea/Forgejo): where plan comments, commit statuses and preview links go. Pull requests are acted on only with a forge and signed deliveries (webhooks.githubSecretFile).","required":["kind","tokenFile"],"properties":{"kind":{"enum":["github","gitea"],"description":"github (also GitHub Enterprise) or gitea (also Forgejo)."},"apiUrl":{"type":"string","pattern":"^https?://","description":"The REST API's base URL. Default for github: https://api.github.com; for gitea it must be given: https://<host>/api/v1."},"tokenFile":{"type":"string","description":"A file holding the API token (a GitHub token with pull request, issue and commit status write access; a Gitea access token). Relative to this file. Never logged."}},"additionalProperties":false},"pulls":{"title":"ServePulls","type":"object","default":{},"description":"Plans and previews of pull requests, when a forge is configured.","properties":{"enabled":{"type":"boolean","default":true,"description":"Plan every PR to the tracked branch that changes config, when a forge is configured."},"planTimeout":{"$ref":"#/definitions/duration","default":"60s","description":"A plan that takes longer fails its status with a timeout."},"concurrency":{"type":"integer","minimum":1,"default":2,"description":"Pull requests planned at once."},"sweepInterval":{"$ref":"#/definitions/duration","default":"5m","description":"How often previews are checked against their pull requests (closed, past previews.ttl); also once at start."},"previewSettleTimeout":{"$ref":"#/definitions/duration","default":"5m","description":"How long the comment keeps following a new preview's health before it stops editing."}},"additionalProperties":false},"events":{"title":"ServeEvents","type":"object","default":{},"description":"Kubernetes Events (events.k8s.io/v1) recorded on the objects serve syncs, prunes, rolls out and builds, and on each project's Namespace, so `kubectl get events -n <project>` tells the story.","properties":{"enabled":{"type":"boolean","default":true,"description":"Record Events in the cluster. Rate-limited and aggregated like kubelet's."}},"additionalProperties":false},"replicas":{"title":"ServeReplicas","type":"object","default":{},"description":"Running more than one serve: leader election and shards, each a coordination.k8s.io Lease.","properties":{"leaderElection":{"type":"boolean","default":false,"description":"Elect a leader with a Lease: only the leader reconciles and writes back; the others take webhooks and hand them to it."},"shards":{"type":"integer","minimum":1,"maximum":256,"default":1,"description":"Spread projects over this many shards by a stable hash of their names; each shard is a Lease held by one replica. Implies leaderElection when more than 1."},"identity":{"type":"string","minLength":1,"maxLength":128,"description":"This replica's name in the Leases. Default: the host name and process id."},"leaseNamespace":{"type":"string","default":"gitshift-system","description":"Where the Leases live."},"leaseDuration":{"$ref":"#/definitions/duration","default":"10s","description":"How long a Lease holds without renewal before another replica may take it: a killed leader is replaced within about this plus retryPeriod."},"renewDeadline":{"$ref":"#/definitions/duration","default":"7s","description":"A leader that cannot renew within this stops leading."},"retryPeriod":{"$ref":"#/definitions/duration","default":"2s","description":"How often Leases are tried and renewed."}},"additionalProperties":false}},"additionalProperties":false,"definitions":{"rateLimit":{"title":"ServeRateLimit","type":"object","required":["perSecond","burst"],"properties":{"perSecond":{"type":"number","exclusiveMinimum":0},"burst":{"type":"integer","minimum":1}},"additionalProperties":false},"duration":{"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."}}};
const schema103 = {"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."};
const schema106 = {"title":"ServeRateLimit","type":"object","required":["perSecond","burst"],"properties":{"perSecond":{"type":"number","exclusiveMinimum":0},"burst":{"type":"integer","minimum":1}},"additionalProperties":false};
const pattern3 = new RegExp("^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$", "u");
const pattern4 = new RegExp("^https?://", "u");
const pattern5 = new RegExp("^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$", "u");
const pattern8 = new RegExp("^https?://[^/?#@\\s]+/?$", "u");
const formats2 = require("ajv-formats/dist/formats").fullFormats.uri;

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/serve-config.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema102.required,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema102.required,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema102.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if("gitshift.io/v1alpha1" !== data0){
const err3 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "gitshift.io/v1alpha1"},message:"must be equal to constant",schema:"gitshift.io/v1alpha1",parentSchema:schema102.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("ServeConfig" !== data1){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "ServeConfig"},message:"must be equal to constant",schema:"ServeConfig",parentSchema:schema102.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.listen !== undefined){
let data2 = data.listen;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
const err5 = {instancePath:instancePath+"/listen",schemaPath:"#/properties/listen/pattern",keyword:"pattern",params:{pattern: "^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$"},message:"must match pattern \""+"^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$"+"\"",schema:"^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$",parentSchema:schema102.properties.listen,data:data2};
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
const err6 = {instancePath:instancePath+"/listen",schemaPath:"#/properties/listen/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.listen.type,parentSchema:schema102.properties.listen,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.publicUrl !== undefined){
let data3 = data.publicUrl;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err7 = {instancePath:instancePath+"/publicUrl",schemaPath:"#/properties/publicUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema102.properties.publicUrl,data:data3};
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
const err8 = {instancePath:instancePath+"/publicUrl",schemaPath:"#/properties/publicUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.publicUrl.type,parentSchema:schema102.properties.publicUrl,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.stateDir !== undefined){
let data4 = data.stateDir;
if(typeof data4 === "string"){
if(func7(data4) < 1){
const err9 = {instancePath:instancePath+"/stateDir",schemaPath:"#/properties/stateDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.stateDir,data:data4};
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
const err10 = {instancePath:instancePath+"/stateDir",schemaPath:"#/properties/stateDir/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.stateDir.type,parentSchema:schema102.properties.stateDir,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.repository !== undefined){
let data5 = data.repository;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.url === undefined){
const err11 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema102.properties.repository.required,parentSchema:schema102.properties.repository,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data5){
if(!(((((key1 === "url") || (key1 === "branch")) || (key1 === "path")) || (key1 === "pollInterval")) || (key1 === "credentials"))){
const err12 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.repository,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.url !== undefined){
let data6 = data5.url;
if(typeof data6 === "string"){
if(func7(data6) < 1){
const err13 = {instancePath:instancePath+"/repository/url",schemaPath:"#/properties/repository/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.repository.properties.url,data:data6};
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
const err14 = {instancePath:instancePath+"/repository/url",schemaPath:"#/properties/repository/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.repository.properties.url.type,parentSchema:schema102.properties.repository.properties.url,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.branch !== undefined){
let data7 = data5.branch;
if(typeof data7 === "string"){
if(func7(data7) < 1){
const err15 = {instancePath:instancePath+"/repository/branch",schemaPath:"#/properties/repository/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.repository.properties.branch,data:data7};
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
const err16 = {instancePath:instancePath+"/repository/branch",schemaPath:"#/properties/repository/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.repository.properties.branch.type,parentSchema:schema102.properties.repository.properties.branch,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.path !== undefined){
let data8 = data5.path;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/repository/path",schemaPath:"#/properties/repository/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.repository.properties.path.type,parentSchema:schema102.properties.repository.properties.path,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.pollInterval !== undefined){
let data9 = data5.pollInterval;
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err18 = {instancePath:instancePath+"/repository/pollInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data9};
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
const err19 = {instancePath:instancePath+"/repository/pollInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.credentials !== undefined){
let data10 = data5.credentials;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
if(!((((key2 === "username") || (key2 === "tokenFile")) || (key2 === "sshKeyFile")) || (key2 === "knownHostsFile"))){
const err20 = {instancePath:instancePath+"/repository/credentials",schemaPath:"#/properties/repository/properties/credentials/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.repository.properties.credentials,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data10.username !== undefined){
let data11 = data10.username;
if(typeof data11 === "string"){
if(func7(data11) < 1){
const err21 = {instancePath:instancePath+"/repository/credentials/username",schemaPath:"#/properties/repository/properties/credentials/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.repository.properties.credentials.properties.username,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/repository/credentials/username",schemaPath:"#/properties/repository/properties/credentials/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.repository.properties.credentials.properties.username.type,parentSchema:schema102.properties.repository.properties.credentials.properties.username,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data10.tokenFile !== undefined){
let data12 = data10.tokenFile;
if(typeof data12 === "string"){
if(func7(data12) < 1){
const err23 = {instancePath:instancePath+"/repository/credentials/tokenFile",schemaPath:"#/properties/repository/properties/credentials/properties/tokenFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.repository.properties.credentials.properties.tokenFile,data:data12};
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
const err24 = {instancePath:instancePath+"/repository/credentials/tokenFile",schemaPath:"#/properties/repository/properties/credentials/properties/tokenFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.repository.properties.credentials.properties.tokenFile.type,parentSchema:schema102.properties.repository.properties.credentials.properties.tokenFile,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.sshKeyFile !== undefined){
let data13 = data10.sshKeyFile;
if(typeof data13 === "string"){
if(func7(data13) < 1){
const err25 = {instancePath:instancePath+"/repository/credentials/sshKeyFile",schemaPath:"#/properties/repository/properties/credentials/properties/sshKeyFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.repository.properties.credentials.properties.sshKeyFile,data:data13};
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
const err26 = {instancePath:instancePath+"/repository/credentials/sshKeyFile",schemaPath:"#/properties/repository/properties/credentials/properties/sshKeyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.repository.properties.credentials.properties.sshKeyFile.type,parentSchema:schema102.properties.repository.properties.credentials.properties.sshKeyFile,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.knownHostsFile !== undefined){
let data14 = data10.knownHostsFile;
if(typeof data14 === "string"){
if(func7(data14) < 1){
const err27 = {instancePath:instancePath+"/repository/credentials/knownHostsFile",schemaPath:"#/properties/repository/properties/credentials/properties/knownHostsFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.repository.properties.credentials.properties.knownHostsFile,data:data14};
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
const err28 = {instancePath:instancePath+"/repository/credentials/knownHostsFile",schemaPath:"#/properties/repository/properties/credentials/properties/knownHostsFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.repository.properties.credentials.properties.knownHostsFile.type,parentSchema:schema102.properties.repository.properties.credentials.properties.knownHostsFile,data:data14};
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
const err29 = {instancePath:instancePath+"/repository/credentials",schemaPath:"#/properties/repository/properties/credentials/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.repository.properties.credentials.type,parentSchema:schema102.properties.repository.properties.credentials,data:data10};
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
else {
const err30 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.repository.type,parentSchema:schema102.properties.repository,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.writeBack !== undefined){
let data15 = data.writeBack;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key3 in data15){
if(!(((((key3 === "branch") || (key3 === "authorName")) || (key3 === "authorEmail")) || (key3 === "batchWindow")) || (key3 === "tagHistory"))){
const err31 = {instancePath:instancePath+"/writeBack",schemaPath:"#/properties/writeBack/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.writeBack,data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data15.branch !== undefined){
let data16 = data15.branch;
if(typeof data16 === "string"){
if(func7(data16) < 1){
const err32 = {instancePath:instancePath+"/writeBack/branch",schemaPath:"#/properties/writeBack/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.writeBack.properties.branch,data:data16};
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
const err33 = {instancePath:instancePath+"/writeBack/branch",schemaPath:"#/properties/writeBack/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.writeBack.properties.branch.type,parentSchema:schema102.properties.writeBack.properties.branch,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data15.authorName !== undefined){
let data17 = data15.authorName;
if(typeof data17 === "string"){
if(func7(data17) < 1){
const err34 = {instancePath:instancePath+"/writeBack/authorName",schemaPath:"#/properties/writeBack/properties/authorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.writeBack.properties.authorName,data:data17};
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
const err35 = {instancePath:instancePath+"/writeBack/authorName",schemaPath:"#/properties/writeBack/properties/authorName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.writeBack.properties.authorName.type,parentSchema:schema102.properties.writeBack.properties.authorName,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data15.authorEmail !== undefined){
let data18 = data15.authorEmail;
if(typeof data18 === "string"){
if(func7(data18) < 1){
const err36 = {instancePath:instancePath+"/writeBack/authorEmail",schemaPath:"#/properties/writeBack/properties/authorEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.writeBack.properties.authorEmail,data:data18};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/writeBack/authorEmail",schemaPath:"#/properties/writeBack/properties/authorEmail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.writeBack.properties.authorEmail.type,parentSchema:schema102.properties.writeBack.properties.authorEmail,data:data18};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.batchWindow !== undefined){
let data19 = data15.batchWindow;
if(typeof data19 === "string"){
if(!pattern5.test(data19)){
const err38 = {instancePath:instancePath+"/writeBack/batchWindow",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data19};
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
const err39 = {instancePath:instancePath+"/writeBack/batchWindow",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data19};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.tagHistory !== undefined){
let data20 = data15.tagHistory;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err40 = {instancePath:instancePath+"/writeBack/tagHistory",schemaPath:"#/properties/writeBack/properties/tagHistory/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.writeBack.properties.tagHistory.type,parentSchema:schema102.properties.writeBack.properties.tagHistory,data:data20};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 1000 || isNaN(data20)){
const err41 = {instancePath:instancePath+"/writeBack/tagHistory",schemaPath:"#/properties/writeBack/properties/tagHistory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema102.properties.writeBack.properties.tagHistory,data:data20};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data20 < 1 || isNaN(data20)){
const err42 = {instancePath:instancePath+"/writeBack/tagHistory",schemaPath:"#/properties/writeBack/properties/tagHistory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema102.properties.writeBack.properties.tagHistory,data:data20};
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
}
else {
const err43 = {instancePath:instancePath+"/writeBack",schemaPath:"#/properties/writeBack/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.writeBack.type,parentSchema:schema102.properties.writeBack,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.cluster !== undefined){
let data21 = data.cluster;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key4 in data21){
if(!(((key4 === "kubeconfig") || (key4 === "resyncInterval")) || (key4 === "concurrency"))){
const err44 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.cluster,data:data21};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data21.kubeconfig !== undefined){
let data22 = data21.kubeconfig;
if(typeof data22 === "string"){
if(func7(data22) < 1){
const err45 = {instancePath:instancePath+"/cluster/kubeconfig",schemaPath:"#/properties/cluster/properties/kubeconfig/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.cluster.properties.kubeconfig,data:data22};
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
const err46 = {instancePath:instancePath+"/cluster/kubeconfig",schemaPath:"#/properties/cluster/properties/kubeconfig/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.cluster.properties.kubeconfig.type,parentSchema:schema102.properties.cluster.properties.kubeconfig,data:data22};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data21.resyncInterval !== undefined){
let data23 = data21.resyncInterval;
if(typeof data23 === "string"){
if(!pattern5.test(data23)){
const err47 = {instancePath:instancePath+"/cluster/resyncInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data23};
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
const err48 = {instancePath:instancePath+"/cluster/resyncInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data23};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data21.concurrency !== undefined){
let data24 = data21.concurrency;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err49 = {instancePath:instancePath+"/cluster/concurrency",schemaPath:"#/properties/cluster/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.cluster.properties.concurrency.type,parentSchema:schema102.properties.cluster.properties.concurrency,data:data24};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 64 || isNaN(data24)){
const err50 = {instancePath:instancePath+"/cluster/concurrency",schemaPath:"#/properties/cluster/properties/concurrency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64",schema:64,parentSchema:schema102.properties.cluster.properties.concurrency,data:data24};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data24 < 1 || isNaN(data24)){
const err51 = {instancePath:instancePath+"/cluster/concurrency",schemaPath:"#/properties/cluster/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema102.properties.cluster.properties.concurrency,data:data24};
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
}
else {
const err52 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.cluster.type,parentSchema:schema102.properties.cluster,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.webhooks !== undefined){
let data25 = data.webhooks;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key5 in data25){
if(!(((((((key5 === "githubSecretFile") || (key5 === "dockerhubSecretFile")) || (key5 === "registrySecretFile")) || (key5 === "genericSecretFile")) || (key5 === "genericSecretDir")) || (key5 === "rateLimits")) || (key5 === "requireGitHubSignature"))){
const err53 = {instancePath:instancePath+"/webhooks",schemaPath:"#/properties/webhooks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.webhooks,data:data25};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data25.githubSecretFile !== undefined){
let data26 = data25.githubSecretFile;
if(typeof data26 === "string"){
if(func7(data26) < 1){
const err54 = {instancePath:instancePath+"/webhooks/githubSecretFile",schemaPath:"#/properties/webhooks/properties/githubSecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.webhooks.properties.githubSecretFile,data:data26};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/webhooks/githubSecretFile",schemaPath:"#/properties/webhooks/properties/githubSecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.webhooks.properties.githubSecretFile.type,parentSchema:schema102.properties.webhooks.properties.githubSecretFile,data:data26};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data25.dockerhubSecretFile !== undefined){
let data27 = data25.dockerhubSecretFile;
if(typeof data27 === "string"){
if(func7(data27) < 1){
const err56 = {instancePath:instancePath+"/webhooks/dockerhubSecretFile",schemaPath:"#/properties/webhooks/properties/dockerhubSecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.webhooks.properties.dockerhubSecretFile,data:data27};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/webhooks/dockerhubSecretFile",schemaPath:"#/properties/webhooks/properties/dockerhubSecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.webhooks.properties.dockerhubSecretFile.type,parentSchema:schema102.properties.webhooks.properties.dockerhubSecretFile,data:data27};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data25.registrySecretFile !== undefined){
let data28 = data25.registrySecretFile;
if(typeof data28 === "string"){
if(func7(data28) < 1){
const err58 = {instancePath:instancePath+"/webhooks/registrySecretFile",schemaPath:"#/properties/webhooks/properties/registrySecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.webhooks.properties.registrySecretFile,data:data28};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/webhooks/registrySecretFile",schemaPath:"#/properties/webhooks/properties/registrySecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.webhooks.properties.registrySecretFile.type,parentSchema:schema102.properties.webhooks.properties.registrySecretFile,data:data28};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data25.genericSecretFile !== undefined){
let data29 = data25.genericSecretFile;
if(typeof data29 === "string"){
if(func7(data29) < 1){
const err60 = {instancePath:instancePath+"/webhooks/genericSecretFile",schemaPath:"#/properties/webhooks/properties/genericSecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.webhooks.properties.genericSecretFile,data:data29};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/webhooks/genericSecretFile",schemaPath:"#/properties/webhooks/properties/genericSecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.webhooks.properties.genericSecretFile.type,parentSchema:schema102.properties.webhooks.properties.genericSecretFile,data:data29};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data25.genericSecretDir !== undefined){
let data30 = data25.genericSecretDir;
if(typeof data30 === "string"){
if(func7(data30) < 1){
const err62 = {instancePath:instancePath+"/webhooks/genericSecretDir",schemaPath:"#/properties/webhooks/properties/genericSecretDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.webhooks.properties.genericSecretDir,data:data30};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/webhooks/genericSecretDir",schemaPath:"#/properties/webhooks/properties/genericSecretDir/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.webhooks.properties.genericSecretDir.type,parentSchema:schema102.properties.webhooks.properties.genericSecretDir,data:data30};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data25.rateLimits !== undefined){
let data31 = data25.rateLimits;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
if(!(((((key6 === "github") || (key6 === "dockerhub")) || (key6 === "registry")) || (key6 === "generic")) || (key6 === "openshift-build"))){
const err64 = {instancePath:instancePath+"/webhooks/rateLimits",schemaPath:"#/properties/webhooks/properties/rateLimits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.webhooks.properties.rateLimits,data:data31};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data31.github !== undefined){
let data32 = data31.github;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.perSecond === undefined){
const err65 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema106.required,parentSchema:schema106,data:data32};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data32.burst === undefined){
const err66 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema106.required,parentSchema:schema106,data:data32};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key7 in data32){
if(!((key7 === "perSecond") || (key7 === "burst"))){
const err67 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data:data32};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data32.perSecond !== undefined){
let data33 = data32.perSecond;
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 <= 0 || isNaN(data33)){
const err68 = {instancePath:instancePath+"/webhooks/rateLimits/github/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema106.properties.perSecond,data:data33};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/webhooks/rateLimits/github/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema106.properties.perSecond.type,parentSchema:schema106.properties.perSecond,data:data33};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data32.burst !== undefined){
let data34 = data32.burst;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err70 = {instancePath:instancePath+"/webhooks/rateLimits/github/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.burst.type,parentSchema:schema106.properties.burst,data:data34};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1 || isNaN(data34)){
const err71 = {instancePath:instancePath+"/webhooks/rateLimits/github/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema106.properties.burst,data:data34};
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
}
else {
const err72 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data:data32};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data31.dockerhub !== undefined){
let data35 = data31.dockerhub;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.perSecond === undefined){
const err73 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema106.required,parentSchema:schema106,data:data35};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data35.burst === undefined){
const err74 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema106.required,parentSchema:schema106,data:data35};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
for(const key8 in data35){
if(!((key8 === "perSecond") || (key8 === "burst"))){
const err75 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data:data35};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data35.perSecond !== undefined){
let data36 = data35.perSecond;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 <= 0 || isNaN(data36)){
const err76 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema106.properties.perSecond,data:data36};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema106.properties.perSecond.type,parentSchema:schema106.properties.perSecond,data:data36};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data35.burst !== undefined){
let data37 = data35.burst;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err78 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.burst.type,parentSchema:schema106.properties.burst,data:data37};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 1 || isNaN(data37)){
const err79 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema106.properties.burst,data:data37};
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
}
else {
const err80 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data:data35};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data31.registry !== undefined){
let data38 = data31.registry;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.perSecond === undefined){
const err81 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema106.required,parentSchema:schema106,data:data38};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data38.burst === undefined){
const err82 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema106.required,parentSchema:schema106,data:data38};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key9 in data38){
if(!((key9 === "perSecond") || (key9 === "burst"))){
const err83 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data:data38};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data38.perSecond !== undefined){
let data39 = data38.perSecond;
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 <= 0 || isNaN(data39)){
const err84 = {instancePath:instancePath+"/webhooks/rateLimits/registry/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema106.properties.perSecond,data:data39};
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
const err85 = {instancePath:instancePath+"/webhooks/rateLimits/registry/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema106.properties.perSecond.type,parentSchema:schema106.properties.perSecond,data:data39};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data38.burst !== undefined){
let data40 = data38.burst;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err86 = {instancePath:instancePath+"/webhooks/rateLimits/registry/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.burst.type,parentSchema:schema106.properties.burst,data:data40};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err87 = {instancePath:instancePath+"/webhooks/rateLimits/registry/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema106.properties.burst,data:data40};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
}
else {
const err88 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data:data38};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data31.generic !== undefined){
let data41 = data31.generic;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.perSecond === undefined){
const err89 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema106.required,parentSchema:schema106,data:data41};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data41.burst === undefined){
const err90 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema106.required,parentSchema:schema106,data:data41};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key10 in data41){
if(!((key10 === "perSecond") || (key10 === "burst"))){
const err91 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data:data41};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data41.perSecond !== undefined){
let data42 = data41.perSecond;
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 <= 0 || isNaN(data42)){
const err92 = {instancePath:instancePath+"/webhooks/rateLimits/generic/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema106.properties.perSecond,data:data42};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/webhooks/rateLimits/generic/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema106.properties.perSecond.type,parentSchema:schema106.properties.perSecond,data:data42};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data41.burst !== undefined){
let data43 = data41.burst;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err94 = {instancePath:instancePath+"/webhooks/rateLimits/generic/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.burst.type,parentSchema:schema106.properties.burst,data:data43};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 1 || isNaN(data43)){
const err95 = {instancePath:instancePath+"/webhooks/rateLimits/generic/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema106.properties.burst,data:data43};
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
}
else {
const err96 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data:data41};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data31["openshift-build"] !== undefined){
let data44 = data31["openshift-build"];
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.perSecond === undefined){
const err97 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema106.required,parentSchema:schema106,data:data44};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data44.burst === undefined){
const err98 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema106.required,parentSchema:schema106,data:data44};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
for(const key11 in data44){
if(!((key11 === "perSecond") || (key11 === "burst"))){
const err99 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data:data44};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data44.perSecond !== undefined){
let data45 = data44.perSecond;
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 <= 0 || isNaN(data45)){
const err100 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema106.properties.perSecond,data:data45};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema106.properties.perSecond.type,parentSchema:schema106.properties.perSecond,data:data45};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data44.burst !== undefined){
let data46 = data44.burst;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err102 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema106.properties.burst.type,parentSchema:schema106.properties.burst,data:data46};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 1 || isNaN(data46)){
const err103 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema106.properties.burst,data:data46};
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
}
else {
const err104 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data:data44};
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
const err105 = {instancePath:instancePath+"/webhooks/rateLimits",schemaPath:"#/properties/webhooks/properties/rateLimits/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.webhooks.properties.rateLimits.type,parentSchema:schema102.properties.webhooks.properties.rateLimits,data:data31};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data25.requireGitHubSignature !== undefined){
let data47 = data25.requireGitHubSignature;
if(typeof data47 !== "boolean"){
const err106 = {instancePath:instancePath+"/webhooks/requireGitHubSignature",schemaPath:"#/properties/webhooks/properties/requireGitHubSignature/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.webhooks.properties.requireGitHubSignature.type,parentSchema:schema102.properties.webhooks.properties.requireGitHubSignature,data:data47};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/webhooks",schemaPath:"#/properties/webhooks/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.webhooks.type,parentSchema:schema102.properties.webhooks,data:data25};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.onlyConfiguredRegistries !== undefined){
let data48 = data.onlyConfiguredRegistries;
if(typeof data48 !== "boolean"){
const err108 = {instancePath:instancePath+"/onlyConfiguredRegistries",schemaPath:"#/properties/onlyConfiguredRegistries/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.onlyConfiguredRegistries.type,parentSchema:schema102.properties.onlyConfiguredRegistries,data:data48};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.registries !== undefined){
let data49 = data.registries;
if(Array.isArray(data49)){
const len0 = data49.length;
for(let i0=0; i0<len0; i0++){
let data50 = data49[i0];
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.host === undefined){
const err109 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema102.properties.registries.items.required,parentSchema:schema102.properties.registries.items,data:data50};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
for(const key12 in data50){
if(!((((((key12 === "host") || (key12 === "url")) || (key12 === "insecure")) || (key12 === "username")) || (key12 === "passwordFile")) || (key12 === "tokenRealms"))){
const err110 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.registries.items,data:data50};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data50.host !== undefined){
let data51 = data50.host;
if(typeof data51 === "string"){
if(func7(data51) < 1){
const err111 = {instancePath:instancePath+"/registries/" + i0+"/host",schemaPath:"#/properties/registries/items/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.registries.items.properties.host,data:data51};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/registries/" + i0+"/host",schemaPath:"#/properties/registries/items/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.registries.items.properties.host.type,parentSchema:schema102.properties.registries.items.properties.host,data:data51};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data50.url !== undefined){
let data52 = data50.url;
if(typeof data52 === "string"){
if(!(formats2(data52))){
const err113 = {instancePath:instancePath+"/registries/" + i0+"/url",schemaPath:"#/properties/registries/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102.properties.registries.items.properties.url,data:data52};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/registries/" + i0+"/url",schemaPath:"#/properties/registries/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.registries.items.properties.url.type,parentSchema:schema102.properties.registries.items.properties.url,data:data52};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data50.insecure !== undefined){
let data53 = data50.insecure;
if(typeof data53 !== "boolean"){
const err115 = {instancePath:instancePath+"/registries/" + i0+"/insecure",schemaPath:"#/properties/registries/items/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.registries.items.properties.insecure.type,parentSchema:schema102.properties.registries.items.properties.insecure,data:data53};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data50.username !== undefined){
let data54 = data50.username;
if(typeof data54 === "string"){
if(func7(data54) < 1){
const err116 = {instancePath:instancePath+"/registries/" + i0+"/username",schemaPath:"#/properties/registries/items/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.registries.items.properties.username,data:data54};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/registries/" + i0+"/username",schemaPath:"#/properties/registries/items/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.registries.items.properties.username.type,parentSchema:schema102.properties.registries.items.properties.username,data:data54};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data50.passwordFile !== undefined){
let data55 = data50.passwordFile;
if(typeof data55 === "string"){
if(func7(data55) < 1){
const err118 = {instancePath:instancePath+"/registries/" + i0+"/passwordFile",schemaPath:"#/properties/registries/items/properties/passwordFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.registries.items.properties.passwordFile,data:data55};
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
const err119 = {instancePath:instancePath+"/registries/" + i0+"/passwordFile",schemaPath:"#/properties/registries/items/properties/passwordFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.registries.items.properties.passwordFile.type,parentSchema:schema102.properties.registries.items.properties.passwordFile,data:data55};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data50.tokenRealms !== undefined){
let data56 = data50.tokenRealms;
if(Array.isArray(data56)){
const len1 = data56.length;
for(let i1=0; i1<len1; i1++){
let data57 = data56[i1];
if(typeof data57 === "string"){
if(!pattern8.test(data57)){
const err120 = {instancePath:instancePath+"/registries/" + i0+"/tokenRealms/" + i1,schemaPath:"#/properties/registries/items/properties/tokenRealms/items/pattern",keyword:"pattern",params:{pattern: "^https?://[^/?#@\\s]+/?$"},message:"must match pattern \""+"^https?://[^/?#@\\s]+/?$"+"\"",schema:"^https?://[^/?#@\\s]+/?$",parentSchema:schema102.properties.registries.items.properties.tokenRealms.items,data:data57};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/registries/" + i0+"/tokenRealms/" + i1,schemaPath:"#/properties/registries/items/properties/tokenRealms/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.registries.items.properties.tokenRealms.items.type,parentSchema:schema102.properties.registries.items.properties.tokenRealms.items,data:data57};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/registries/" + i0+"/tokenRealms",schemaPath:"#/properties/registries/items/properties/tokenRealms/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema102.properties.registries.items.properties.tokenRealms.type,parentSchema:schema102.properties.registries.items.properties.tokenRealms,data:data56};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.registries.items.type,parentSchema:schema102.properties.registries.items,data:data50};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
else {
const err124 = {instancePath:instancePath+"/registries",schemaPath:"#/properties/registries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema102.properties.registries.type,parentSchema:schema102.properties.registries,data:data49};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.imports !== undefined){
let data58 = data.imports;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
for(const key13 in data58){
if(!(key13 === "interval")){
const err125 = {instancePath:instancePath+"/imports",schemaPath:"#/properties/imports/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.imports,data:data58};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data58.interval !== undefined){
let data59 = data58.interval;
if(typeof data59 === "string"){
if(!pattern5.test(data59)){
const err126 = {instancePath:instancePath+"/imports/interval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data59};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/imports/interval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data59};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath:instancePath+"/imports",schemaPath:"#/properties/imports/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.imports.type,parentSchema:schema102.properties.imports,data:data58};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.api !== undefined){
let data60 = data.api;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
for(const key14 in data60){
if(!((key14 === "tokenFile") || (key14 === "anonymousRead"))){
const err129 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.api,data:data60};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data60.tokenFile !== undefined){
let data61 = data60.tokenFile;
if(typeof data61 !== "string"){
const err130 = {instancePath:instancePath+"/api/tokenFile",schemaPath:"#/properties/api/properties/tokenFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.api.properties.tokenFile.type,parentSchema:schema102.properties.api.properties.tokenFile,data:data61};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data60.anonymousRead !== undefined){
let data62 = data60.anonymousRead;
if(typeof data62 !== "boolean"){
const err131 = {instancePath:instancePath+"/api/anonymousRead",schemaPath:"#/properties/api/properties/anonymousRead/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.api.properties.anonymousRead.type,parentSchema:schema102.properties.api.properties.anonymousRead,data:data62};
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
const err132 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.api.type,parentSchema:schema102.properties.api,data:data60};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data.builds !== undefined){
let data63 = data.builds;
if(data63 && typeof data63 == "object" && !Array.isArray(data63)){
for(const key15 in data63){
if(!((((((((key15 === "executor") || (key15 === "registry")) || (key15 === "insecureRegistries")) || (key15 === "maxRunning")) || (key15 === "logLimitBytes")) || (key15 === "maxArchiveBytes")) || (key15 === "cache")) || (key15 === "cluster"))){
const err133 = {instancePath:instancePath+"/builds",schemaPath:"#/properties/builds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.builds,data:data63};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data63.executor !== undefined){
let data64 = data63.executor;
if(typeof data64 !== "string"){
const err134 = {instancePath:instancePath+"/builds/executor",schemaPath:"#/properties/builds/properties/executor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.executor.type,parentSchema:schema102.properties.builds.properties.executor,data:data64};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(!((data64 === "local") || (data64 === "cluster"))){
const err135 = {instancePath:instancePath+"/builds/executor",schemaPath:"#/properties/builds/properties/executor/enum",keyword:"enum",params:{allowedValues: schema102.properties.builds.properties.executor.enum},message:"must be equal to one of the allowed values",schema:schema102.properties.builds.properties.executor.enum,parentSchema:schema102.properties.builds.properties.executor,data:data64};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data63.registry !== undefined){
let data65 = data63.registry;
if(typeof data65 !== "string"){
const err136 = {instancePath:instancePath+"/builds/registry",schemaPath:"#/properties/builds/properties/registry/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.registry.type,parentSchema:schema102.properties.builds.properties.registry,data:data65};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data63.insecureRegistries !== undefined){
let data66 = data63.insecureRegistries;
if(Array.isArray(data66)){
const len2 = data66.length;
for(let i2=0; i2<len2; i2++){
let data67 = data66[i2];
if(typeof data67 !== "string"){
const err137 = {instancePath:instancePath+"/builds/insecureRegistries/" + i2,schemaPath:"#/properties/builds/properties/insecureRegistries/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.insecureRegistries.items.type,parentSchema:schema102.properties.builds.properties.insecureRegistries.items,data:data67};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/builds/insecureRegistries",schemaPath:"#/properties/builds/properties/insecureRegistries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema102.properties.builds.properties.insecureRegistries.type,parentSchema:schema102.properties.builds.properties.insecureRegistries,data:data66};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data63.maxRunning !== undefined){
let data68 = data63.maxRunning;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err139 = {instancePath:instancePath+"/builds/maxRunning",schemaPath:"#/properties/builds/properties/maxRunning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.builds.properties.maxRunning.type,parentSchema:schema102.properties.builds.properties.maxRunning,data:data68};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 > 64 || isNaN(data68)){
const err140 = {instancePath:instancePath+"/builds/maxRunning",schemaPath:"#/properties/builds/properties/maxRunning/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64",schema:64,parentSchema:schema102.properties.builds.properties.maxRunning,data:data68};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data68 < 1 || isNaN(data68)){
const err141 = {instancePath:instancePath+"/builds/maxRunning",schemaPath:"#/properties/builds/properties/maxRunning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema102.properties.builds.properties.maxRunning,data:data68};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
if(data63.logLimitBytes !== undefined){
let data69 = data63.logLimitBytes;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err142 = {instancePath:instancePath+"/builds/logLimitBytes",schemaPath:"#/properties/builds/properties/logLimitBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.builds.properties.logLimitBytes.type,parentSchema:schema102.properties.builds.properties.logLimitBytes,data:data69};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 > 1000000 || isNaN(data69)){
const err143 = {instancePath:instancePath+"/builds/logLimitBytes",schemaPath:"#/properties/builds/properties/logLimitBytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema102.properties.builds.properties.logLimitBytes,data:data69};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data69 < 4096 || isNaN(data69)){
const err144 = {instancePath:instancePath+"/builds/logLimitBytes",schemaPath:"#/properties/builds/properties/logLimitBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4096},message:"must be >= 4096",schema:4096,parentSchema:schema102.properties.builds.properties.logLimitBytes,data:data69};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
if(data63.maxArchiveBytes !== undefined){
let data70 = data63.maxArchiveBytes;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err145 = {instancePath:instancePath+"/builds/maxArchiveBytes",schemaPath:"#/properties/builds/properties/maxArchiveBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.builds.properties.maxArchiveBytes.type,parentSchema:schema102.properties.builds.properties.maxArchiveBytes,data:data70};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 1024 || isNaN(data70)){
const err146 = {instancePath:instancePath+"/builds/maxArchiveBytes",schemaPath:"#/properties/builds/properties/maxArchiveBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024",schema:1024,parentSchema:schema102.properties.builds.properties.maxArchiveBytes,data:data70};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
if(data63.cache !== undefined){
let data71 = data63.cache;
if(typeof data71 !== "boolean"){
const err147 = {instancePath:instancePath+"/builds/cache",schemaPath:"#/properties/builds/properties/cache/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.builds.properties.cache.type,parentSchema:schema102.properties.builds.properties.cache,data:data71};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data63.cluster !== undefined){
let data72 = data63.cluster;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
for(const key16 in data72){
if(!((((((key16 === "builderImage") || (key16 === "nodeSelector")) || (key16 === "tolerations")) || (key16 === "hostNetwork")) || (key16 === "contextListen")) || (key16 === "contextAdvertisedHost"))){
const err148 = {instancePath:instancePath+"/builds/cluster",schemaPath:"#/properties/builds/properties/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.builds.properties.cluster,data:data72};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data72.builderImage !== undefined){
let data73 = data72.builderImage;
if(typeof data73 !== "string"){
const err149 = {instancePath:instancePath+"/builds/cluster/builderImage",schemaPath:"#/properties/builds/properties/cluster/properties/builderImage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.builderImage.type,parentSchema:schema102.properties.builds.properties.cluster.properties.builderImage,data:data73};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data72.nodeSelector !== undefined){
let data74 = data72.nodeSelector;
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
for(const key17 in data74){
let data75 = data74[key17];
if(typeof data75 !== "string"){
const err150 = {instancePath:instancePath+"/builds/cluster/nodeSelector/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/builds/properties/cluster/properties/nodeSelector/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.nodeSelector.additionalProperties.type,parentSchema:schema102.properties.builds.properties.cluster.properties.nodeSelector.additionalProperties,data:data75};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
else {
const err151 = {instancePath:instancePath+"/builds/cluster/nodeSelector",schemaPath:"#/properties/builds/properties/cluster/properties/nodeSelector/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.builds.properties.cluster.properties.nodeSelector.type,parentSchema:schema102.properties.builds.properties.cluster.properties.nodeSelector,data:data74};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data72.tolerations !== undefined){
let data76 = data72.tolerations;
if(Array.isArray(data76)){
const len3 = data76.length;
for(let i3=0; i3<len3; i3++){
let data77 = data76[i3];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
for(const key18 in data77){
if(!((((key18 === "key") || (key18 === "operator")) || (key18 === "value")) || (key18 === "effect"))){
const err152 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3,schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items,data:data77};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data77.key !== undefined){
let data78 = data77.key;
if(typeof data78 !== "string"){
const err153 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/key",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.key.type,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.key,data:data78};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data77.operator !== undefined){
let data79 = data77.operator;
if(typeof data79 !== "string"){
const err154 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/operator",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.operator.type,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.operator,data:data79};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(!((data79 === "Exists") || (data79 === "Equal"))){
const err155 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/operator",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.operator.enum,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.operator,data:data79};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data77.value !== undefined){
let data80 = data77.value;
if(typeof data80 !== "string"){
const err156 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/value",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.value.type,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.value,data:data80};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data77.effect !== undefined){
let data81 = data77.effect;
if(typeof data81 !== "string"){
const err157 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/effect",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.effect.type,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.effect,data:data81};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(!(((data81 === "NoSchedule") || (data81 === "PreferNoSchedule")) || (data81 === "NoExecute"))){
const err158 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/effect",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values",schema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.effect.enum,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items.properties.effect,data:data81};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3,schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.builds.properties.cluster.properties.tolerations.items.type,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations.items,data:data77};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
else {
const err160 = {instancePath:instancePath+"/builds/cluster/tolerations",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema102.properties.builds.properties.cluster.properties.tolerations.type,parentSchema:schema102.properties.builds.properties.cluster.properties.tolerations,data:data76};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data72.hostNetwork !== undefined){
let data82 = data72.hostNetwork;
if(typeof data82 !== "boolean"){
const err161 = {instancePath:instancePath+"/builds/cluster/hostNetwork",schemaPath:"#/properties/builds/properties/cluster/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.builds.properties.cluster.properties.hostNetwork.type,parentSchema:schema102.properties.builds.properties.cluster.properties.hostNetwork,data:data82};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data72.contextListen !== undefined){
let data83 = data72.contextListen;
if(typeof data83 !== "string"){
const err162 = {instancePath:instancePath+"/builds/cluster/contextListen",schemaPath:"#/properties/builds/properties/cluster/properties/contextListen/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.contextListen.type,parentSchema:schema102.properties.builds.properties.cluster.properties.contextListen,data:data83};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data72.contextAdvertisedHost !== undefined){
let data84 = data72.contextAdvertisedHost;
if(typeof data84 !== "string"){
const err163 = {instancePath:instancePath+"/builds/cluster/contextAdvertisedHost",schemaPath:"#/properties/builds/properties/cluster/properties/contextAdvertisedHost/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.builds.properties.cluster.properties.contextAdvertisedHost.type,parentSchema:schema102.properties.builds.properties.cluster.properties.contextAdvertisedHost,data:data84};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
else {
const err164 = {instancePath:instancePath+"/builds/cluster",schemaPath:"#/properties/builds/properties/cluster/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.builds.properties.cluster.type,parentSchema:schema102.properties.builds.properties.cluster,data:data72};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/builds",schemaPath:"#/properties/builds/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.builds.type,parentSchema:schema102.properties.builds,data:data63};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data.containers !== undefined){
let data85 = data.containers;
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
for(const key19 in data85){
if(!(((((key19 === "enabled") || (key19 === "rateLimit")) || (key19 === "maxBodyBytes")) || (key19 === "nodeSelector")) || (key19 === "tolerations"))){
const err166 = {instancePath:instancePath+"/containers",schemaPath:"#/properties/containers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.containers,data:data85};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data85.enabled !== undefined){
let data86 = data85.enabled;
if(typeof data86 !== "boolean"){
const err167 = {instancePath:instancePath+"/containers/enabled",schemaPath:"#/properties/containers/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.containers.properties.enabled.type,parentSchema:schema102.properties.containers.properties.enabled,data:data86};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data85.rateLimit !== undefined){
let data87 = data85.rateLimit;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
for(const key20 in data87){
if(!((key20 === "perSecond") || (key20 === "burst"))){
const err168 = {instancePath:instancePath+"/containers/rateLimit",schemaPath:"#/properties/containers/properties/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.containers.properties.rateLimit,data:data87};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data87.perSecond !== undefined){
let data88 = data87.perSecond;
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 <= 0 || isNaN(data88)){
const err169 = {instancePath:instancePath+"/containers/rateLimit/perSecond",schemaPath:"#/properties/containers/properties/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema102.properties.containers.properties.rateLimit.properties.perSecond,data:data88};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
else {
const err170 = {instancePath:instancePath+"/containers/rateLimit/perSecond",schemaPath:"#/properties/containers/properties/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema102.properties.containers.properties.rateLimit.properties.perSecond.type,parentSchema:schema102.properties.containers.properties.rateLimit.properties.perSecond,data:data88};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data87.burst !== undefined){
let data89 = data87.burst;
if(!(((typeof data89 == "number") && (!(data89 % 1) && !isNaN(data89))) && (isFinite(data89)))){
const err171 = {instancePath:instancePath+"/containers/rateLimit/burst",schemaPath:"#/properties/containers/properties/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.containers.properties.rateLimit.properties.burst.type,parentSchema:schema102.properties.containers.properties.rateLimit.properties.burst,data:data89};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if((typeof data89 == "number") && (isFinite(data89))){
if(data89 < 1 || isNaN(data89)){
const err172 = {instancePath:instancePath+"/containers/rateLimit/burst",schemaPath:"#/properties/containers/properties/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema102.properties.containers.properties.rateLimit.properties.burst,data:data89};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
}
else {
const err173 = {instancePath:instancePath+"/containers/rateLimit",schemaPath:"#/properties/containers/properties/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.containers.properties.rateLimit.type,parentSchema:schema102.properties.containers.properties.rateLimit,data:data87};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data85.maxBodyBytes !== undefined){
let data90 = data85.maxBodyBytes;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
const err174 = {instancePath:instancePath+"/containers/maxBodyBytes",schemaPath:"#/properties/containers/properties/maxBodyBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.containers.properties.maxBodyBytes.type,parentSchema:schema102.properties.containers.properties.maxBodyBytes,data:data90};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 > 1048576 || isNaN(data90)){
const err175 = {instancePath:instancePath+"/containers/maxBodyBytes",schemaPath:"#/properties/containers/properties/maxBodyBytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576",schema:1048576,parentSchema:schema102.properties.containers.properties.maxBodyBytes,data:data90};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(data90 < 1024 || isNaN(data90)){
const err176 = {instancePath:instancePath+"/containers/maxBodyBytes",schemaPath:"#/properties/containers/properties/maxBodyBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024",schema:1024,parentSchema:schema102.properties.containers.properties.maxBodyBytes,data:data90};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
if(data85.nodeSelector !== undefined){
let data91 = data85.nodeSelector;
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
for(const key21 in data91){
let data92 = data91[key21];
if(typeof data92 !== "string"){
const err177 = {instancePath:instancePath+"/containers/nodeSelector/" + key21.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/containers/properties/nodeSelector/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.containers.properties.nodeSelector.additionalProperties.type,parentSchema:schema102.properties.containers.properties.nodeSelector.additionalProperties,data:data92};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
else {
const err178 = {instancePath:instancePath+"/containers/nodeSelector",schemaPath:"#/properties/containers/properties/nodeSelector/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.containers.properties.nodeSelector.type,parentSchema:schema102.properties.containers.properties.nodeSelector,data:data91};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data85.tolerations !== undefined){
let data93 = data85.tolerations;
if(Array.isArray(data93)){
const len4 = data93.length;
for(let i4=0; i4<len4; i4++){
let data94 = data93[i4];
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
for(const key22 in data94){
if(!((((key22 === "key") || (key22 === "operator")) || (key22 === "value")) || (key22 === "effect"))){
const err179 = {instancePath:instancePath+"/containers/tolerations/" + i4,schemaPath:"#/properties/containers/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.containers.properties.tolerations.items,data:data94};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data94.key !== undefined){
let data95 = data94.key;
if(typeof data95 !== "string"){
const err180 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/key",schemaPath:"#/properties/containers/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.containers.properties.tolerations.items.properties.key.type,parentSchema:schema102.properties.containers.properties.tolerations.items.properties.key,data:data95};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data94.operator !== undefined){
let data96 = data94.operator;
if(typeof data96 !== "string"){
const err181 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/operator",schemaPath:"#/properties/containers/properties/tolerations/items/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.containers.properties.tolerations.items.properties.operator.type,parentSchema:schema102.properties.containers.properties.tolerations.items.properties.operator,data:data96};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(!((data96 === "Exists") || (data96 === "Equal"))){
const err182 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/operator",schemaPath:"#/properties/containers/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema102.properties.containers.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema102.properties.containers.properties.tolerations.items.properties.operator.enum,parentSchema:schema102.properties.containers.properties.tolerations.items.properties.operator,data:data96};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data94.value !== undefined){
let data97 = data94.value;
if(typeof data97 !== "string"){
const err183 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/value",schemaPath:"#/properties/containers/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.containers.properties.tolerations.items.properties.value.type,parentSchema:schema102.properties.containers.properties.tolerations.items.properties.value,data:data97};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data94.effect !== undefined){
let data98 = data94.effect;
if(typeof data98 !== "string"){
const err184 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/effect",schemaPath:"#/properties/containers/properties/tolerations/items/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.containers.properties.tolerations.items.properties.effect.type,parentSchema:schema102.properties.containers.properties.tolerations.items.properties.effect,data:data98};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(!(((data98 === "NoSchedule") || (data98 === "PreferNoSchedule")) || (data98 === "NoExecute"))){
const err185 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/effect",schemaPath:"#/properties/containers/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema102.properties.containers.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values",schema:schema102.properties.containers.properties.tolerations.items.properties.effect.enum,parentSchema:schema102.properties.containers.properties.tolerations.items.properties.effect,data:data98};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/containers/tolerations/" + i4,schemaPath:"#/properties/containers/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.containers.properties.tolerations.items.type,parentSchema:schema102.properties.containers.properties.tolerations.items,data:data94};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/containers/tolerations",schemaPath:"#/properties/containers/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema102.properties.containers.properties.tolerations.type,parentSchema:schema102.properties.containers.properties.tolerations,data:data93};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
else {
const err188 = {instancePath:instancePath+"/containers",schemaPath:"#/properties/containers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.containers.type,parentSchema:schema102.properties.containers,data:data85};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data.forge !== undefined){
let data99 = data.forge;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.kind === undefined){
const err189 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema102.properties.forge.required,parentSchema:schema102.properties.forge,data:data99};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(data99.tokenFile === undefined){
const err190 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/required",keyword:"required",params:{missingProperty: "tokenFile"},message:"must have required property '"+"tokenFile"+"'",schema:schema102.properties.forge.required,parentSchema:schema102.properties.forge,data:data99};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
for(const key23 in data99){
if(!(((key23 === "kind") || (key23 === "apiUrl")) || (key23 === "tokenFile"))){
const err191 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.forge,data:data99};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data99.kind !== undefined){
let data100 = data99.kind;
if(!((data100 === "github") || (data100 === "gitea"))){
const err192 = {instancePath:instancePath+"/forge/kind",schemaPath:"#/properties/forge/properties/kind/enum",keyword:"enum",params:{allowedValues: schema102.properties.forge.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema102.properties.forge.properties.kind.enum,parentSchema:schema102.properties.forge.properties.kind,data:data100};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data99.apiUrl !== undefined){
let data101 = data99.apiUrl;
if(typeof data101 === "string"){
if(!pattern4.test(data101)){
const err193 = {instancePath:instancePath+"/forge/apiUrl",schemaPath:"#/properties/forge/properties/apiUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema102.properties.forge.properties.apiUrl,data:data101};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
else {
const err194 = {instancePath:instancePath+"/forge/apiUrl",schemaPath:"#/properties/forge/properties/apiUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.forge.properties.apiUrl.type,parentSchema:schema102.properties.forge.properties.apiUrl,data:data101};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data99.tokenFile !== undefined){
let data102 = data99.tokenFile;
if(typeof data102 !== "string"){
const err195 = {instancePath:instancePath+"/forge/tokenFile",schemaPath:"#/properties/forge/properties/tokenFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.forge.properties.tokenFile.type,parentSchema:schema102.properties.forge.properties.tokenFile,data:data102};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
}
else {
const err196 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.forge.type,parentSchema:schema102.properties.forge,data:data99};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data.pulls !== undefined){
let data103 = data.pulls;
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
for(const key24 in data103){
if(!(((((key24 === "enabled") || (key24 === "planTimeout")) || (key24 === "concurrency")) || (key24 === "sweepInterval")) || (key24 === "previewSettleTimeout"))){
const err197 = {instancePath:instancePath+"/pulls",schemaPath:"#/properties/pulls/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.pulls,data:data103};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data103.enabled !== undefined){
let data104 = data103.enabled;
if(typeof data104 !== "boolean"){
const err198 = {instancePath:instancePath+"/pulls/enabled",schemaPath:"#/properties/pulls/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.pulls.properties.enabled.type,parentSchema:schema102.properties.pulls.properties.enabled,data:data104};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data103.planTimeout !== undefined){
let data105 = data103.planTimeout;
if(typeof data105 === "string"){
if(!pattern5.test(data105)){
const err199 = {instancePath:instancePath+"/pulls/planTimeout",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data105};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
else {
const err200 = {instancePath:instancePath+"/pulls/planTimeout",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data105};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data103.concurrency !== undefined){
let data106 = data103.concurrency;
if(!(((typeof data106 == "number") && (!(data106 % 1) && !isNaN(data106))) && (isFinite(data106)))){
const err201 = {instancePath:instancePath+"/pulls/concurrency",schemaPath:"#/properties/pulls/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.pulls.properties.concurrency.type,parentSchema:schema102.properties.pulls.properties.concurrency,data:data106};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if((typeof data106 == "number") && (isFinite(data106))){
if(data106 < 1 || isNaN(data106)){
const err202 = {instancePath:instancePath+"/pulls/concurrency",schemaPath:"#/properties/pulls/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema102.properties.pulls.properties.concurrency,data:data106};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
if(data103.sweepInterval !== undefined){
let data107 = data103.sweepInterval;
if(typeof data107 === "string"){
if(!pattern5.test(data107)){
const err203 = {instancePath:instancePath+"/pulls/sweepInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data107};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
else {
const err204 = {instancePath:instancePath+"/pulls/sweepInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data107};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data103.previewSettleTimeout !== undefined){
let data108 = data103.previewSettleTimeout;
if(typeof data108 === "string"){
if(!pattern5.test(data108)){
const err205 = {instancePath:instancePath+"/pulls/previewSettleTimeout",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data108};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
else {
const err206 = {instancePath:instancePath+"/pulls/previewSettleTimeout",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data108};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
else {
const err207 = {instancePath:instancePath+"/pulls",schemaPath:"#/properties/pulls/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.pulls.type,parentSchema:schema102.properties.pulls,data:data103};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
if(data.events !== undefined){
let data109 = data.events;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
for(const key25 in data109){
if(!(key25 === "enabled")){
const err208 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.events,data:data109};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data109.enabled !== undefined){
let data110 = data109.enabled;
if(typeof data110 !== "boolean"){
const err209 = {instancePath:instancePath+"/events/enabled",schemaPath:"#/properties/events/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.events.properties.enabled.type,parentSchema:schema102.properties.events.properties.enabled,data:data110};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.events.type,parentSchema:schema102.properties.events,data:data109};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data.replicas !== undefined){
let data111 = data.replicas;
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
for(const key26 in data111){
if(!(((((((key26 === "leaderElection") || (key26 === "shards")) || (key26 === "identity")) || (key26 === "leaseNamespace")) || (key26 === "leaseDuration")) || (key26 === "renewDeadline")) || (key26 === "retryPeriod"))){
const err211 = {instancePath:instancePath+"/replicas",schemaPath:"#/properties/replicas/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties",schema:false,parentSchema:schema102.properties.replicas,data:data111};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data111.leaderElection !== undefined){
let data112 = data111.leaderElection;
if(typeof data112 !== "boolean"){
const err212 = {instancePath:instancePath+"/replicas/leaderElection",schemaPath:"#/properties/replicas/properties/leaderElection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema102.properties.replicas.properties.leaderElection.type,parentSchema:schema102.properties.replicas.properties.leaderElection,data:data112};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data111.shards !== undefined){
let data113 = data111.shards;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err213 = {instancePath:instancePath+"/replicas/shards",schemaPath:"#/properties/replicas/properties/shards/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema102.properties.replicas.properties.shards.type,parentSchema:schema102.properties.replicas.properties.shards,data:data113};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 > 256 || isNaN(data113)){
const err214 = {instancePath:instancePath+"/replicas/shards",schemaPath:"#/properties/replicas/properties/shards/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256",schema:256,parentSchema:schema102.properties.replicas.properties.shards,data:data113};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
if(data113 < 1 || isNaN(data113)){
const err215 = {instancePath:instancePath+"/replicas/shards",schemaPath:"#/properties/replicas/properties/shards/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema102.properties.replicas.properties.shards,data:data113};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
}
if(data111.identity !== undefined){
let data114 = data111.identity;
if(typeof data114 === "string"){
if(func7(data114) > 128){
const err216 = {instancePath:instancePath+"/replicas/identity",schemaPath:"#/properties/replicas/properties/identity/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema102.properties.replicas.properties.identity,data:data114};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if(func7(data114) < 1){
const err217 = {instancePath:instancePath+"/replicas/identity",schemaPath:"#/properties/replicas/properties/identity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.replicas.properties.identity,data:data114};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
else {
const err218 = {instancePath:instancePath+"/replicas/identity",schemaPath:"#/properties/replicas/properties/identity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.replicas.properties.identity.type,parentSchema:schema102.properties.replicas.properties.identity,data:data114};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data111.leaseNamespace !== undefined){
let data115 = data111.leaseNamespace;
if(typeof data115 !== "string"){
const err219 = {instancePath:instancePath+"/replicas/leaseNamespace",schemaPath:"#/properties/replicas/properties/leaseNamespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.replicas.properties.leaseNamespace.type,parentSchema:schema102.properties.replicas.properties.leaseNamespace,data:data115};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data111.leaseDuration !== undefined){
let data116 = data111.leaseDuration;
if(typeof data116 === "string"){
if(!pattern5.test(data116)){
const err220 = {instancePath:instancePath+"/replicas/leaseDuration",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data116};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
else {
const err221 = {instancePath:instancePath+"/replicas/leaseDuration",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data116};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data111.renewDeadline !== undefined){
let data117 = data111.renewDeadline;
if(typeof data117 === "string"){
if(!pattern5.test(data117)){
const err222 = {instancePath:instancePath+"/replicas/renewDeadline",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data117};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
else {
const err223 = {instancePath:instancePath+"/replicas/renewDeadline",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data117};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data111.retryPeriod !== undefined){
let data118 = data111.retryPeriod;
if(typeof data118 === "string"){
if(!pattern5.test(data118)){
const err224 = {instancePath:instancePath+"/replicas/retryPeriod",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema103,data:data118};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
else {
const err225 = {instancePath:instancePath+"/replicas/retryPeriod",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.type,parentSchema:schema103,data:data118};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
}
else {
const err226 = {instancePath:instancePath+"/replicas",schemaPath:"#/properties/replicas/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.properties.replicas.type,parentSchema:schema102.properties.replicas,data:data111};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
}
else {
const err227 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.type,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}

export const Settings = validate96;
const schema118 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/settings.schema.json","title":"Settings","description":"Repository settings: gitshift.yaml at the root of a config repository.","type":"object","properties":{"apiVersion":{"const":"gitshift.io/v1alpha1","description":"Optional; when given, it must be gitshift.io/v1alpha1."},"kind":{"const":"Settings","description":"Optional; when given, it must be Settings."},"name":{"type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63,"default":"default","description":"Names this config repository in the cluster. Each project's inventory records it: a project synced from a repository of another name is never taken over, and never taken for a removed project folder."},"routerSuffix":{"type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","default":"apps.local","description":"DNS suffix of generated route hosts: <route>-<project>.<routerSuffix>."},"ingress":{"title":"IngressSettings","type":"object","default":{},"properties":{"className":{"type":"string","description":"spec.ingressClassName of rendered Ingresses."},"controller":{"enum":["nginx","traefik","haproxy","openshift"],"default":"nginx","description":"Whose annotations express passthrough and reencrypt TLS."}},"additionalProperties":false},"routes":{"title":"RouteSettings","type":"object","default":{},"properties":{"mode":{"enum":["ingress","openshift"],"default":"ingress","description":"ingress renders Routes as Ingresses; openshift keeps them as Routes."}},"additionalProperties":false},"openshiftKinds":{"enum":["drop","keep"],"default":"drop","description":"OpenShift kinds gitshift does not translate (SecurityContextConstraints, OAuthClient, ClusterNetwork, ...): drop leaves them out with a warning, for plain Kubernetes; keep applies them, for OpenShift clusters."},"registries":{"type":"array","default":[],"description":"Container registries gitshift pulls from and pushes to.","items":{"title":"RegistrySettings","type":"object","required":["name","url"],"properties":{"name":{"type":"string"},"url":{"type":"string","description":"Base URL, e.g. https://registry.example.com"},"insecure":{"type":"boolean","default":false},"credentialsSecret":{"type":"string","description":"Secret holding the registry credentials."}},"additionalProperties":false}},"prune":{"title":"PruneSettings","type":"object","default":{},"properties":{"enabled":{"type":"boolean","default":true},"allowProjectDeletion":{"type":"boolean","default":false,"description":"Allow a commit to delete a whole project (its namespace)."},"maxDeleteRatio":{"type":"number","minimum":0,"maximum":1,"default":0.5,"description":"Largest share of a project's objects one commit may delete."}},"additionalProperties":false},"previews":{"title":"PreviewSettings","type":"object","default":{},"description":"A preview environment per open pull request: the PR's version of each project it changes, in a namespace of its own (gitshift serve with a forge).","properties":{"enabled":{"type":"boolean","default":false,"description":"Deploy previews of open pull requests."},"projects":{"type":"array","items":{"type":"string","minLength":1},"default":[],"description":"Projects that get previews; empty: every project (narrowed by selector)."},"selector":{"title":"PreviewSelector","type":"object","properties":{"matchLabels":{"type":"object","additionalProperties":{"type":"string"}}},"additionalProperties":false,"description":"Only projects whose Project labels match get previews."},"namespace":{"type":"string","default":"{project}-pr-{number}","pattern":"\\{number\\}","description":"The preview namespace of a project: {project} and {number} are replaced. Must contain {number}."},"hostPrefix":{"type":"string","default":"pr-{number}-","pattern":"\\{number\\}","description":"Put before each route host of a preview: {number} is replaced."},"maxConcurrent":{"type":"integer","minimum":1,"default":10,"description":"Previews (PR × project) alive at once; past it a PR's comment says it waits."},"ttl":{"$ref":"#/definitions/duration","default":"168h","description":"A preview is deleted this long after the PR's last push, unless the PR has the keep label."},"keepLabel":{"type":"string","minLength":1,"default":"keep","description":"A PR with this label keeps its preview past the ttl."},"forks":{"type":"boolean","default":false,"description":"Previews for PRs from forks without approval. When false, a maintainer's /ok-to-test comment enables one."},"forkSecrets":{"type":"boolean","default":false,"description":"Previews of fork PRs get the project's Secrets. Off: Secrets are left out of them."},"maxReplicas":{"type":"integer","minimum":0,"default":1,"description":"Replicas of each Deployment, DeploymentConfig and StatefulSet in a preview are capped at this."},"quota":{"title":"PreviewQuota","type":"object","default":{},"description":"The ResourceQuota of each preview namespace, with a LimitRange giving containers these defaults.","properties":{"cpu":{"type":"string","default":"2","description":"requests.cpu and limits.cpu of the namespace."},"memory":{"type":"string","default":"2Gi","description":"requests.memory and limits.memory of the namespace."},"pods":{"type":"integer","minimum":1,"default":10},"containerCpu":{"type":"string","default":"250m","description":"Default cpu request and limit of a container that names none."},"containerMemory":{"type":"string","default":"256Mi","description":"Default memory request and limit of a container that names none."}},"additionalProperties":false}},"additionalProperties":false},"keystone":{"title":"KeystoneSettings","type":"object","description":"OpenStack Keystone (identity v3) as the source of who is who: Projects may name Keystone users and groups as members and follow a Keystone project's role assignments; serve's API takes Keystone tokens (X-Auth-Token).","required":["url","serviceUser"],"properties":{"url":{"type":"string","pattern":"^https?://","description":"Keystone's identity endpoint, e.g. https://keystone.example.com:5000/v3 (a trailing /v3 may be left out)."},"domain":{"type":"string","minLength":1,"default":"Default","description":"The Keystone domain (by name) of the users, groups and projects a Project names."},"serviceUser":{"title":"KeystoneServiceUser","type":"object","description":"The user serve validates tokens and reads role assignments as. Its name and password are read from files on serve's machine, never written here.","required":["nameFile","passwordFile"],"properties":{"nameFile":{"type":"string","minLength":1,"description":"A file holding the service user's name."},"passwordFile":{"type":"string","minLength":1,"description":"A file holding the service user's password."},"domain":{"type":"string","minLength":1,"description":"The service user's domain (by name). Default: keystone.domain."},"project":{"type":"string","minLength":1,"description":"A project (by name, in the service user's domain) its token is scoped to, e.g. service. Without it the token is system-scoped."}},"additionalProperties":false},"roles":{"type":"object","default":{"reader":"view","member":"edit","admin":"admin"},"description":"Keystone role name -> gitshift role (view, edit, admin). Roles Keystone implies (admin implies member implies reader after bootstrap) count too; the highest mapped role wins.","additionalProperties":{"enum":["view","edit","admin"]}},"tokenCacheTtl":{"$ref":"#/definitions/duration","default":"30s","description":"How long a validated token is trusted before Keystone is asked again (never past the token's expiry): the longest a revoked token may still be taken."},"followInterval":{"$ref":"#/definitions/duration","default":"5m","description":"How often serve reads the role assignments of each Project's spec.keystone.project and commits them into spec.keystone.assignments when they changed (the RoleBindings follow through Git). 0s: never."}},"additionalProperties":false},"selfHeal":{"type":"boolean","default":true,"description":"Re-apply fields changed in the cluster behind Git's back."},"validation":{"title":"ValidationSettings","type":"object","default":{},"properties":{"unknownFields":{"enum":["warn","error"],"default":"warn","description":"A field the schema of an OpenShift kind does not know: warn (the API server drops it and oc accepts the file) or error (as gitshift's --strict flag)."},"references":{"enum":["warn","error"],"default":"warn","description":"A reference to an object the repository does not define (a Route's Service, an image change trigger's, a tracked tag's or a build output's ImageStream or tag): warn (the API server admits it and OpenShift resolves it once the object exists) or error (as gitshift's --strict flag). Tags tracking each other in a circle are always errors."}},"additionalProperties":false}},"additionalProperties":false,"definitions":{"duration":{"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."}}};
const schema119 = {"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."};
const pattern17 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern18 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$", "u");
const pattern19 = new RegExp("\\{number\\}", "u");

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/settings.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema118.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if("gitshift.io/v1alpha1" !== data0){
const err1 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "gitshift.io/v1alpha1"},message:"must be equal to constant",schema:"gitshift.io/v1alpha1",parentSchema:schema118.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("Settings" !== data1){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "Settings"},message:"must be equal to constant",schema:"Settings",parentSchema:schema118.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func7(data2) > 63){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema118.properties.name,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern17.test(data2)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",parentSchema:schema118.properties.name,data:data2};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.name.type,parentSchema:schema118.properties.name,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.routerSuffix !== undefined){
let data3 = data.routerSuffix;
if(typeof data3 === "string"){
if(!pattern18.test(data3)){
const err6 = {instancePath:instancePath+"/routerSuffix",schemaPath:"#/properties/routerSuffix/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",parentSchema:schema118.properties.routerSuffix,data:data3};
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
const err7 = {instancePath:instancePath+"/routerSuffix",schemaPath:"#/properties/routerSuffix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.routerSuffix.type,parentSchema:schema118.properties.routerSuffix,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ingress !== undefined){
let data4 = data.ingress;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!((key1 === "className") || (key1 === "controller"))){
const err8 = {instancePath:instancePath+"/ingress",schemaPath:"#/properties/ingress/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.ingress,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.className !== undefined){
let data5 = data4.className;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/ingress/className",schemaPath:"#/properties/ingress/properties/className/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.ingress.properties.className.type,parentSchema:schema118.properties.ingress.properties.className,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.controller !== undefined){
let data6 = data4.controller;
if(!((((data6 === "nginx") || (data6 === "traefik")) || (data6 === "haproxy")) || (data6 === "openshift"))){
const err10 = {instancePath:instancePath+"/ingress/controller",schemaPath:"#/properties/ingress/properties/controller/enum",keyword:"enum",params:{allowedValues: schema118.properties.ingress.properties.controller.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.ingress.properties.controller.enum,parentSchema:schema118.properties.ingress.properties.controller,data:data6};
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
const err11 = {instancePath:instancePath+"/ingress",schemaPath:"#/properties/ingress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.ingress.type,parentSchema:schema118.properties.ingress,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.routes !== undefined){
let data7 = data.routes;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key2 in data7){
if(!(key2 === "mode")){
const err12 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.routes,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.mode !== undefined){
let data8 = data7.mode;
if(!((data8 === "ingress") || (data8 === "openshift"))){
const err13 = {instancePath:instancePath+"/routes/mode",schemaPath:"#/properties/routes/properties/mode/enum",keyword:"enum",params:{allowedValues: schema118.properties.routes.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.routes.properties.mode.enum,parentSchema:schema118.properties.routes.properties.mode,data:data8};
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
const err14 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.routes.type,parentSchema:schema118.properties.routes,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.openshiftKinds !== undefined){
let data9 = data.openshiftKinds;
if(!((data9 === "drop") || (data9 === "keep"))){
const err15 = {instancePath:instancePath+"/openshiftKinds",schemaPath:"#/properties/openshiftKinds/enum",keyword:"enum",params:{allowedValues: schema118.properties.openshiftKinds.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.openshiftKinds.enum,parentSchema:schema118.properties.openshiftKinds,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.registries !== undefined){
let data10 = data.registries;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name === undefined){
const err16 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema118.properties.registries.items.required,parentSchema:schema118.properties.registries.items,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data11.url === undefined){
const err17 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema118.properties.registries.items.required,parentSchema:schema118.properties.registries.items,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key3 in data11){
if(!((((key3 === "name") || (key3 === "url")) || (key3 === "insecure")) || (key3 === "credentialsSecret"))){
const err18 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.registries.items,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data11.name !== undefined){
let data12 = data11.name;
if(typeof data12 !== "string"){
const err19 = {instancePath:instancePath+"/registries/" + i0+"/name",schemaPath:"#/properties/registries/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.registries.items.properties.name.type,parentSchema:schema118.properties.registries.items.properties.name,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data11.url !== undefined){
let data13 = data11.url;
if(typeof data13 !== "string"){
const err20 = {instancePath:instancePath+"/registries/" + i0+"/url",schemaPath:"#/properties/registries/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.registries.items.properties.url.type,parentSchema:schema118.properties.registries.items.properties.url,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data11.insecure !== undefined){
let data14 = data11.insecure;
if(typeof data14 !== "boolean"){
const err21 = {instancePath:instancePath+"/registries/" + i0+"/insecure",schemaPath:"#/properties/registries/items/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.registries.items.properties.insecure.type,parentSchema:schema118.properties.registries.items.properties.insecure,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data11.credentialsSecret !== undefined){
let data15 = data11.credentialsSecret;
if(typeof data15 !== "string"){
const err22 = {instancePath:instancePath+"/registries/" + i0+"/credentialsSecret",schemaPath:"#/properties/registries/items/properties/credentialsSecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.registries.items.properties.credentialsSecret.type,parentSchema:schema118.properties.registries.items.properties.credentialsSecret,data:data15};
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
else {
const err23 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.registries.items.type,parentSchema:schema118.properties.registries.items,data:data11};
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
else {
const err24 = {instancePath:instancePath+"/registries",schemaPath:"#/properties/registries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema118.properties.registries.type,parentSchema:schema118.properties.registries,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.prune !== undefined){
let data16 = data.prune;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(((key4 === "enabled") || (key4 === "allowProjectDeletion")) || (key4 === "maxDeleteRatio"))){
const err25 = {instancePath:instancePath+"/prune",schemaPath:"#/properties/prune/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.prune,data:data16};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data16.enabled !== undefined){
let data17 = data16.enabled;
if(typeof data17 !== "boolean"){
const err26 = {instancePath:instancePath+"/prune/enabled",schemaPath:"#/properties/prune/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.prune.properties.enabled.type,parentSchema:schema118.properties.prune.properties.enabled,data:data17};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data16.allowProjectDeletion !== undefined){
let data18 = data16.allowProjectDeletion;
if(typeof data18 !== "boolean"){
const err27 = {instancePath:instancePath+"/prune/allowProjectDeletion",schemaPath:"#/properties/prune/properties/allowProjectDeletion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.prune.properties.allowProjectDeletion.type,parentSchema:schema118.properties.prune.properties.allowProjectDeletion,data:data18};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data16.maxDeleteRatio !== undefined){
let data19 = data16.maxDeleteRatio;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 1 || isNaN(data19)){
const err28 = {instancePath:instancePath+"/prune/maxDeleteRatio",schemaPath:"#/properties/prune/properties/maxDeleteRatio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema118.properties.prune.properties.maxDeleteRatio,data:data19};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err29 = {instancePath:instancePath+"/prune/maxDeleteRatio",schemaPath:"#/properties/prune/properties/maxDeleteRatio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema118.properties.prune.properties.maxDeleteRatio,data:data19};
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
const err30 = {instancePath:instancePath+"/prune/maxDeleteRatio",schemaPath:"#/properties/prune/properties/maxDeleteRatio/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema118.properties.prune.properties.maxDeleteRatio.type,parentSchema:schema118.properties.prune.properties.maxDeleteRatio,data:data19};
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
else {
const err31 = {instancePath:instancePath+"/prune",schemaPath:"#/properties/prune/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.prune.type,parentSchema:schema118.properties.prune,data:data16};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.previews !== undefined){
let data20 = data.previews;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key5 in data20){
if(!(func2.call(schema118.properties.previews.properties, key5))){
const err32 = {instancePath:instancePath+"/previews",schemaPath:"#/properties/previews/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.previews,data:data20};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data20.enabled !== undefined){
let data21 = data20.enabled;
if(typeof data21 !== "boolean"){
const err33 = {instancePath:instancePath+"/previews/enabled",schemaPath:"#/properties/previews/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.previews.properties.enabled.type,parentSchema:schema118.properties.previews.properties.enabled,data:data21};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data20.projects !== undefined){
let data22 = data20.projects;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(typeof data23 === "string"){
if(func7(data23) < 1){
const err34 = {instancePath:instancePath+"/previews/projects/" + i1,schemaPath:"#/properties/previews/properties/projects/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.previews.properties.projects.items,data:data23};
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
const err35 = {instancePath:instancePath+"/previews/projects/" + i1,schemaPath:"#/properties/previews/properties/projects/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.projects.items.type,parentSchema:schema118.properties.previews.properties.projects.items,data:data23};
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
const err36 = {instancePath:instancePath+"/previews/projects",schemaPath:"#/properties/previews/properties/projects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema118.properties.previews.properties.projects.type,parentSchema:schema118.properties.previews.properties.projects,data:data22};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data20.selector !== undefined){
let data24 = data20.selector;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key6 in data24){
if(!(key6 === "matchLabels")){
const err37 = {instancePath:instancePath+"/previews/selector",schemaPath:"#/properties/previews/properties/selector/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.previews.properties.selector,data:data24};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data24.matchLabels !== undefined){
let data25 = data24.matchLabels;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key7 in data25){
let data26 = data25[key7];
if(typeof data26 !== "string"){
const err38 = {instancePath:instancePath+"/previews/selector/matchLabels/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/previews/properties/selector/properties/matchLabels/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.selector.properties.matchLabels.additionalProperties.type,parentSchema:schema118.properties.previews.properties.selector.properties.matchLabels.additionalProperties,data:data26};
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
const err39 = {instancePath:instancePath+"/previews/selector/matchLabels",schemaPath:"#/properties/previews/properties/selector/properties/matchLabels/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.previews.properties.selector.properties.matchLabels.type,parentSchema:schema118.properties.previews.properties.selector.properties.matchLabels,data:data25};
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
const err40 = {instancePath:instancePath+"/previews/selector",schemaPath:"#/properties/previews/properties/selector/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.previews.properties.selector.type,parentSchema:schema118.properties.previews.properties.selector,data:data24};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data20.namespace !== undefined){
let data27 = data20.namespace;
if(typeof data27 === "string"){
if(!pattern19.test(data27)){
const err41 = {instancePath:instancePath+"/previews/namespace",schemaPath:"#/properties/previews/properties/namespace/pattern",keyword:"pattern",params:{pattern: "\\{number\\}"},message:"must match pattern \""+"\\{number\\}"+"\"",schema:"\\{number\\}",parentSchema:schema118.properties.previews.properties.namespace,data:data27};
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
const err42 = {instancePath:instancePath+"/previews/namespace",schemaPath:"#/properties/previews/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.namespace.type,parentSchema:schema118.properties.previews.properties.namespace,data:data27};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data20.hostPrefix !== undefined){
let data28 = data20.hostPrefix;
if(typeof data28 === "string"){
if(!pattern19.test(data28)){
const err43 = {instancePath:instancePath+"/previews/hostPrefix",schemaPath:"#/properties/previews/properties/hostPrefix/pattern",keyword:"pattern",params:{pattern: "\\{number\\}"},message:"must match pattern \""+"\\{number\\}"+"\"",schema:"\\{number\\}",parentSchema:schema118.properties.previews.properties.hostPrefix,data:data28};
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
const err44 = {instancePath:instancePath+"/previews/hostPrefix",schemaPath:"#/properties/previews/properties/hostPrefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.hostPrefix.type,parentSchema:schema118.properties.previews.properties.hostPrefix,data:data28};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data20.maxConcurrent !== undefined){
let data29 = data20.maxConcurrent;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err45 = {instancePath:instancePath+"/previews/maxConcurrent",schemaPath:"#/properties/previews/properties/maxConcurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema118.properties.previews.properties.maxConcurrent.type,parentSchema:schema118.properties.previews.properties.maxConcurrent,data:data29};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
const err46 = {instancePath:instancePath+"/previews/maxConcurrent",schemaPath:"#/properties/previews/properties/maxConcurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema118.properties.previews.properties.maxConcurrent,data:data29};
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
if(data20.ttl !== undefined){
let data30 = data20.ttl;
if(typeof data30 === "string"){
if(!pattern5.test(data30)){
const err47 = {instancePath:instancePath+"/previews/ttl",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema119,data:data30};
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
const err48 = {instancePath:instancePath+"/previews/ttl",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.type,parentSchema:schema119,data:data30};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data20.keepLabel !== undefined){
let data31 = data20.keepLabel;
if(typeof data31 === "string"){
if(func7(data31) < 1){
const err49 = {instancePath:instancePath+"/previews/keepLabel",schemaPath:"#/properties/previews/properties/keepLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.previews.properties.keepLabel,data:data31};
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
const err50 = {instancePath:instancePath+"/previews/keepLabel",schemaPath:"#/properties/previews/properties/keepLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.keepLabel.type,parentSchema:schema118.properties.previews.properties.keepLabel,data:data31};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data20.forks !== undefined){
let data32 = data20.forks;
if(typeof data32 !== "boolean"){
const err51 = {instancePath:instancePath+"/previews/forks",schemaPath:"#/properties/previews/properties/forks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.previews.properties.forks.type,parentSchema:schema118.properties.previews.properties.forks,data:data32};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data20.forkSecrets !== undefined){
let data33 = data20.forkSecrets;
if(typeof data33 !== "boolean"){
const err52 = {instancePath:instancePath+"/previews/forkSecrets",schemaPath:"#/properties/previews/properties/forkSecrets/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.previews.properties.forkSecrets.type,parentSchema:schema118.properties.previews.properties.forkSecrets,data:data33};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data20.maxReplicas !== undefined){
let data34 = data20.maxReplicas;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err53 = {instancePath:instancePath+"/previews/maxReplicas",schemaPath:"#/properties/previews/properties/maxReplicas/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema118.properties.previews.properties.maxReplicas.type,parentSchema:schema118.properties.previews.properties.maxReplicas,data:data34};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err54 = {instancePath:instancePath+"/previews/maxReplicas",schemaPath:"#/properties/previews/properties/maxReplicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema118.properties.previews.properties.maxReplicas,data:data34};
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
if(data20.quota !== undefined){
let data35 = data20.quota;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key8 in data35){
if(!(((((key8 === "cpu") || (key8 === "memory")) || (key8 === "pods")) || (key8 === "containerCpu")) || (key8 === "containerMemory"))){
const err55 = {instancePath:instancePath+"/previews/quota",schemaPath:"#/properties/previews/properties/quota/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.previews.properties.quota,data:data35};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data35.cpu !== undefined){
let data36 = data35.cpu;
if(typeof data36 !== "string"){
const err56 = {instancePath:instancePath+"/previews/quota/cpu",schemaPath:"#/properties/previews/properties/quota/properties/cpu/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.quota.properties.cpu.type,parentSchema:schema118.properties.previews.properties.quota.properties.cpu,data:data36};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data35.memory !== undefined){
let data37 = data35.memory;
if(typeof data37 !== "string"){
const err57 = {instancePath:instancePath+"/previews/quota/memory",schemaPath:"#/properties/previews/properties/quota/properties/memory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.quota.properties.memory.type,parentSchema:schema118.properties.previews.properties.quota.properties.memory,data:data37};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data35.pods !== undefined){
let data38 = data35.pods;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err58 = {instancePath:instancePath+"/previews/quota/pods",schemaPath:"#/properties/previews/properties/quota/properties/pods/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema118.properties.previews.properties.quota.properties.pods.type,parentSchema:schema118.properties.previews.properties.quota.properties.pods,data:data38};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err59 = {instancePath:instancePath+"/previews/quota/pods",schemaPath:"#/properties/previews/properties/quota/properties/pods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema118.properties.previews.properties.quota.properties.pods,data:data38};
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
if(data35.containerCpu !== undefined){
let data39 = data35.containerCpu;
if(typeof data39 !== "string"){
const err60 = {instancePath:instancePath+"/previews/quota/containerCpu",schemaPath:"#/properties/previews/properties/quota/properties/containerCpu/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.quota.properties.containerCpu.type,parentSchema:schema118.properties.previews.properties.quota.properties.containerCpu,data:data39};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data35.containerMemory !== undefined){
let data40 = data35.containerMemory;
if(typeof data40 !== "string"){
const err61 = {instancePath:instancePath+"/previews/quota/containerMemory",schemaPath:"#/properties/previews/properties/quota/properties/containerMemory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.previews.properties.quota.properties.containerMemory.type,parentSchema:schema118.properties.previews.properties.quota.properties.containerMemory,data:data40};
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
const err62 = {instancePath:instancePath+"/previews/quota",schemaPath:"#/properties/previews/properties/quota/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.previews.properties.quota.type,parentSchema:schema118.properties.previews.properties.quota,data:data35};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/previews",schemaPath:"#/properties/previews/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.previews.type,parentSchema:schema118.properties.previews,data:data20};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.keystone !== undefined){
let data41 = data.keystone;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.url === undefined){
const err64 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema118.properties.keystone.required,parentSchema:schema118.properties.keystone,data:data41};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data41.serviceUser === undefined){
const err65 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/required",keyword:"required",params:{missingProperty: "serviceUser"},message:"must have required property '"+"serviceUser"+"'",schema:schema118.properties.keystone.required,parentSchema:schema118.properties.keystone,data:data41};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key9 in data41){
if(!((((((key9 === "url") || (key9 === "domain")) || (key9 === "serviceUser")) || (key9 === "roles")) || (key9 === "tokenCacheTtl")) || (key9 === "followInterval"))){
const err66 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.keystone,data:data41};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data41.url !== undefined){
let data42 = data41.url;
if(typeof data42 === "string"){
if(!pattern4.test(data42)){
const err67 = {instancePath:instancePath+"/keystone/url",schemaPath:"#/properties/keystone/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema118.properties.keystone.properties.url,data:data42};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/keystone/url",schemaPath:"#/properties/keystone/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.keystone.properties.url.type,parentSchema:schema118.properties.keystone.properties.url,data:data42};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data41.domain !== undefined){
let data43 = data41.domain;
if(typeof data43 === "string"){
if(func7(data43) < 1){
const err69 = {instancePath:instancePath+"/keystone/domain",schemaPath:"#/properties/keystone/properties/domain/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.keystone.properties.domain,data:data43};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/keystone/domain",schemaPath:"#/properties/keystone/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.keystone.properties.domain.type,parentSchema:schema118.properties.keystone.properties.domain,data:data43};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data41.serviceUser !== undefined){
let data44 = data41.serviceUser;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.nameFile === undefined){
const err71 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/required",keyword:"required",params:{missingProperty: "nameFile"},message:"must have required property '"+"nameFile"+"'",schema:schema118.properties.keystone.properties.serviceUser.required,parentSchema:schema118.properties.keystone.properties.serviceUser,data:data44};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data44.passwordFile === undefined){
const err72 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/required",keyword:"required",params:{missingProperty: "passwordFile"},message:"must have required property '"+"passwordFile"+"'",schema:schema118.properties.keystone.properties.serviceUser.required,parentSchema:schema118.properties.keystone.properties.serviceUser,data:data44};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key10 in data44){
if(!((((key10 === "nameFile") || (key10 === "passwordFile")) || (key10 === "domain")) || (key10 === "project"))){
const err73 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.keystone.properties.serviceUser,data:data44};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data44.nameFile !== undefined){
let data45 = data44.nameFile;
if(typeof data45 === "string"){
if(func7(data45) < 1){
const err74 = {instancePath:instancePath+"/keystone/serviceUser/nameFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/nameFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.nameFile,data:data45};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/keystone/serviceUser/nameFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/nameFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.keystone.properties.serviceUser.properties.nameFile.type,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.nameFile,data:data45};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data44.passwordFile !== undefined){
let data46 = data44.passwordFile;
if(typeof data46 === "string"){
if(func7(data46) < 1){
const err76 = {instancePath:instancePath+"/keystone/serviceUser/passwordFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/passwordFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.passwordFile,data:data46};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/keystone/serviceUser/passwordFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/passwordFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.keystone.properties.serviceUser.properties.passwordFile.type,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.passwordFile,data:data46};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data44.domain !== undefined){
let data47 = data44.domain;
if(typeof data47 === "string"){
if(func7(data47) < 1){
const err78 = {instancePath:instancePath+"/keystone/serviceUser/domain",schemaPath:"#/properties/keystone/properties/serviceUser/properties/domain/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.domain,data:data47};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/keystone/serviceUser/domain",schemaPath:"#/properties/keystone/properties/serviceUser/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.keystone.properties.serviceUser.properties.domain.type,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.domain,data:data47};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data44.project !== undefined){
let data48 = data44.project;
if(typeof data48 === "string"){
if(func7(data48) < 1){
const err80 = {instancePath:instancePath+"/keystone/serviceUser/project",schemaPath:"#/properties/keystone/properties/serviceUser/properties/project/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.project,data:data48};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/keystone/serviceUser/project",schemaPath:"#/properties/keystone/properties/serviceUser/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.keystone.properties.serviceUser.properties.project.type,parentSchema:schema118.properties.keystone.properties.serviceUser.properties.project,data:data48};
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
const err82 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.keystone.properties.serviceUser.type,parentSchema:schema118.properties.keystone.properties.serviceUser,data:data44};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data41.roles !== undefined){
let data49 = data41.roles;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
for(const key11 in data49){
let data50 = data49[key11];
if(!(((data50 === "view") || (data50 === "edit")) || (data50 === "admin"))){
const err83 = {instancePath:instancePath+"/keystone/roles/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/keystone/properties/roles/additionalProperties/enum",keyword:"enum",params:{allowedValues: schema118.properties.keystone.properties.roles.additionalProperties.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.keystone.properties.roles.additionalProperties.enum,parentSchema:schema118.properties.keystone.properties.roles.additionalProperties,data:data50};
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
const err84 = {instancePath:instancePath+"/keystone/roles",schemaPath:"#/properties/keystone/properties/roles/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.keystone.properties.roles.type,parentSchema:schema118.properties.keystone.properties.roles,data:data49};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data41.tokenCacheTtl !== undefined){
let data51 = data41.tokenCacheTtl;
if(typeof data51 === "string"){
if(!pattern5.test(data51)){
const err85 = {instancePath:instancePath+"/keystone/tokenCacheTtl",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema119,data:data51};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/keystone/tokenCacheTtl",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.type,parentSchema:schema119,data:data51};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data41.followInterval !== undefined){
let data52 = data41.followInterval;
if(typeof data52 === "string"){
if(!pattern5.test(data52)){
const err87 = {instancePath:instancePath+"/keystone/followInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema119,data:data52};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/keystone/followInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.type,parentSchema:schema119,data:data52};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.keystone.type,parentSchema:schema118.properties.keystone,data:data41};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.selfHeal !== undefined){
let data53 = data.selfHeal;
if(typeof data53 !== "boolean"){
const err90 = {instancePath:instancePath+"/selfHeal",schemaPath:"#/properties/selfHeal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema118.properties.selfHeal.type,parentSchema:schema118.properties.selfHeal,data:data53};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.validation !== undefined){
let data54 = data.validation;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
for(const key12 in data54){
if(!((key12 === "unknownFields") || (key12 === "references"))){
const err91 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema118.properties.validation,data:data54};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data54.unknownFields !== undefined){
let data55 = data54.unknownFields;
if(!((data55 === "warn") || (data55 === "error"))){
const err92 = {instancePath:instancePath+"/validation/unknownFields",schemaPath:"#/properties/validation/properties/unknownFields/enum",keyword:"enum",params:{allowedValues: schema118.properties.validation.properties.unknownFields.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.validation.properties.unknownFields.enum,parentSchema:schema118.properties.validation.properties.unknownFields,data:data55};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data54.references !== undefined){
let data56 = data54.references;
if(!((data56 === "warn") || (data56 === "error"))){
const err93 = {instancePath:instancePath+"/validation/references",schemaPath:"#/properties/validation/properties/references/enum",keyword:"enum",params:{allowedValues: schema118.properties.validation.properties.references.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.validation.properties.references.enum,parentSchema:schema118.properties.validation.properties.references,data:data56};
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
const err94 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.properties.validation.type,parentSchema:schema118.properties.validation,data:data54};
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
const err95 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.type,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}

export const TemplateValues = validate97;
const schema122 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/template-values.schema.json","title":"TemplateValues","description":"Parameter values for one instance of a Template in the same project folder, as `oc process -p NAME=value` or a TemplateInstance gives them. A Template that has TemplateValues is processed once for each of them, and not on its own. gitshift's own kind: it is never sent to a cluster.","type":"object","required":["apiVersion","kind","metadata","template"],"properties":{"apiVersion":{"const":"gitshift.io/v1alpha1"},"kind":{"const":"TemplateValues"},"metadata":{"$ref":"common.schema.json#/definitions/ObjectMeta","description":"Its name tells this instance from the Template's others: generated values differ between instances."},"template":{"type":"string","minLength":1,"description":"metadata.name of the Template, in the same project folder."},"parameters":{"type":"object","description":"A value for each parameter by name, as `oc process -p NAME=value` gives it. Values are text; a whole number or true/false is taken as the text it is written as (`3` is \"3\"). Given values win over the Template's `value` and `generate`.","propertyNames":{"pattern":"^[a-zA-Z0-9_]+$"},"additionalProperties":{"type":["string","integer","boolean"]}}},"additionalProperties":false};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.namespace !== undefined){
let data1 = data.namespace;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.namespace.type,parentSchema:schema13.properties.namespace,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.labels !== undefined){
let data2 = data.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
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
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.annotations !== undefined){
let data4 = data.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err7 = {instancePath:instancePath+"/annotations",schemaPath:"#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generateName !== undefined){
let data6 = data.generateName;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/generateName",schemaPath:"#/properties/generateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.generateName.type,parentSchema:schema13.properties.generateName,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.uid !== undefined){
let data7 = data.uid;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.uid.type,parentSchema:schema13.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resourceVersion !== undefined){
let data8 = data.resourceVersion;
if(typeof data8 !== "string"){
const err10 = {instancePath:instancePath+"/resourceVersion",schemaPath:"#/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.resourceVersion.type,parentSchema:schema13.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.generation !== undefined){
let data9 = data.generation;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.generation.type,parentSchema:schema13.properties.generation,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creationTimestamp !== undefined){
let data10 = data.creationTimestamp;
if((typeof data10 !== "string") && (data10 !== null)){
const err12 = {instancePath:instancePath+"/creationTimestamp",schemaPath:"#/properties/creationTimestamp/type",keyword:"type",params:{type: schema13.properties.creationTimestamp.type},message:"must be string,null",schema:schema13.properties.creationTimestamp.type,parentSchema:schema13.properties.creationTimestamp,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selfLink !== undefined){
let data11 = data.selfLink;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/selfLink",schemaPath:"#/properties/selfLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.selfLink.type,parentSchema:schema13.properties.selfLink,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data12 = data.finalizers;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.finalizers.items.type,parentSchema:schema13.properties.finalizers.items,data:data13};
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
const err15 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.finalizers.type,parentSchema:schema13.properties.finalizers,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.ownerReferences !== undefined){
let data14 = data.ownerReferences;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err16 = {instancePath:instancePath+"/ownerReferences/" + i1,schemaPath:"#/properties/ownerReferences/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.ownerReferences.items.type,parentSchema:schema13.properties.ownerReferences.items,data:data15};
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
const err17 = {instancePath:instancePath+"/ownerReferences",schemaPath:"#/properties/ownerReferences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.ownerReferences.type,parentSchema:schema13.properties.ownerReferences,data:data14};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.managedFields !== undefined){
let data16 = data.managedFields;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err18 = {instancePath:instancePath+"/managedFields/" + i2,schemaPath:"#/properties/managedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.managedFields.items.type,parentSchema:schema13.properties.managedFields.items,data:data17};
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
else {
const err19 = {instancePath:instancePath+"/managedFields",schemaPath:"#/properties/managedFields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.managedFields.type,parentSchema:schema13.properties.managedFields,data:data16};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}

const pattern25 = new RegExp("^[a-zA-Z0-9_]+$", "u");

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/template-values.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.template === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "template")) || (key0 === "parameters"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if("gitshift.io/v1alpha1" !== data0){
const err5 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "gitshift.io/v1alpha1"},message:"must be equal to constant",schema:"gitshift.io/v1alpha1",parentSchema:schema122.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("TemplateValues" !== data1){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "TemplateValues"},message:"must be equal to constant",schema:"TemplateValues",parentSchema:schema122.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.metadata !== undefined){
if(!(validate98(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
}
if(data.template !== undefined){
let data3 = data.template;
if(typeof data3 === "string"){
if(func7(data3) < 1){
const err7 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema122.properties.template,data:data3};
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
const err8 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema122.properties.template.type,parentSchema:schema122.properties.template,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.parameters !== undefined){
let data4 = data.parameters;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const _errs9 = errors;
if(typeof key1 === "string"){
if(!pattern25.test(key1)){
const err9 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9_]+$"},message:"must match pattern \""+"^[a-zA-Z0-9_]+$"+"\"",schema:"^[a-zA-Z0-9_]+$",parentSchema:schema122.properties.parameters.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
const err10 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema122.properties.parameters.propertyNames,parentSchema:schema122.properties.parameters,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key2 in data4){
let data5 = data4[key2];
if(((typeof data5 !== "string") && (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5))))) && (typeof data5 !== "boolean")){
const err11 = {instancePath:instancePath+"/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/parameters/additionalProperties/type",keyword:"type",params:{type: schema122.properties.parameters.additionalProperties.type},message:"must be string,integer,boolean",schema:schema122.properties.parameters.additionalProperties.type,parentSchema:schema122.properties.parameters.additionalProperties,data:data5};
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
const err12 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema122.properties.parameters.type,parentSchema:schema122.properties.parameters,data:data4};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema122.type,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}

export const Template = validate100;
const schema126 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/template.schema.json","title":"Template","description":"An OpenShift Template in a project folder: processed with its parameters, its objects become part of the project.","type":"object","required":["apiVersion","kind","objects"],"properties":{"apiVersion":{"enum":["template.openshift.io/v1","v1"]},"kind":{"const":"Template"},"metadata":{"$ref":"#/definitions/TemplateMeta"},"message":{"type":"string"},"objects":{"type":"array","description":"The objects to create; ${NAME} and ${{NAME}} are replaced by parameter values.","items":{"type":"object"}},"parameters":{"type":"array","items":{"$ref":"#/definitions/Parameter"}},"labels":{"$ref":"common.schema.json#/definitions/StringMap","description":"Labels added to every object the template creates."}},"additionalProperties":false,"definitions":{"TemplateMeta":{"title":"TemplateMeta","description":"Standard object metadata, except that the name may be left out, as `oc process` needs none: gitshift then names the Template after its file's stem (router.yaml: router; more in one file: router-2, router-3…), the name TemplateValues give and generated values are kept apart by.","type":"object","properties":{"name":{"type":"string"},"namespace":{"type":"string"},"labels":{"$ref":"common.schema.json#/definitions/StringMap"},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"generateName":{"type":"string"},"uid":{"type":"string"},"resourceVersion":{"type":"string"},"generation":{"type":"integer"},"creationTimestamp":{"type":["string","null"]},"selfLink":{"type":"string"},"finalizers":{"type":"array","items":{"type":"string"}},"ownerReferences":{"type":"array","items":{"type":"object"}},"managedFields":{"type":"array","items":{"type":"object"}}},"additionalProperties":false},"Parameter":{"title":"Parameter","type":"object","required":["name"],"properties":{"name":{"type":"string","pattern":"^[a-zA-Z0-9_]+$"},"displayName":{"type":"string"},"description":{"type":"string"},"value":{"type":"string","description":"Value used when none is given."},"generate":{"const":"expression","description":"Generate the value from the pattern in `from`, stable across renders."},"from":{"type":"string","description":"Pattern such as [a-zA-Z0-9]{16}."},"required":{"type":"boolean"}},"additionalProperties":false}}};
const schema130 = {"title":"Parameter","type":"object","required":["name"],"properties":{"name":{"type":"string","pattern":"^[a-zA-Z0-9_]+$"},"displayName":{"type":"string"},"description":{"type":"string"},"value":{"type":"string","description":"Value used when none is given."},"generate":{"const":"expression","description":"Generate the value from the pattern in `from`, stable across renders."},"from":{"type":"string","description":"Pattern such as [a-zA-Z0-9]{16}."},"required":{"type":"boolean"}},"additionalProperties":false};
const schema127 = {"title":"TemplateMeta","description":"Standard object metadata, except that the name may be left out, as `oc process` needs none: gitshift then names the Template after its file's stem (router.yaml: router; more in one file: router-2, router-3…), the name TemplateValues give and generated values are kept apart by.","type":"object","properties":{"name":{"type":"string"},"namespace":{"type":"string"},"labels":{"$ref":"common.schema.json#/definitions/StringMap"},"annotations":{"$ref":"common.schema.json#/definitions/StringMap"},"generateName":{"type":"string"},"uid":{"type":"string"},"resourceVersion":{"type":"string"},"generation":{"type":"integer"},"creationTimestamp":{"type":["string","null"]},"selfLink":{"type":"string"},"finalizers":{"type":"array","items":{"type":"string"}},"ownerReferences":{"type":"array","items":{"type":"object"}},"managedFields":{"type":"array","items":{"type":"object"}}},"additionalProperties":false};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema127.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema127.properties.name.type,parentSchema:schema127.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.namespace !== undefined){
let data1 = data.namespace;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema127.properties.namespace.type,parentSchema:schema127.properties.namespace,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.labels !== undefined){
let data2 = data.labels;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/labels",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.annotations !== undefined){
let data4 = data.annotations;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
let data5 = data4[key2];
if(typeof data5 !== "string"){
const err5 = {instancePath:instancePath+"/annotations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data5};
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
const err6 = {instancePath:instancePath+"/annotations",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.generateName !== undefined){
let data6 = data.generateName;
if(typeof data6 !== "string"){
const err7 = {instancePath:instancePath+"/generateName",schemaPath:"#/properties/generateName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema127.properties.generateName.type,parentSchema:schema127.properties.generateName,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.uid !== undefined){
let data7 = data.uid;
if(typeof data7 !== "string"){
const err8 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema127.properties.uid.type,parentSchema:schema127.properties.uid,data:data7};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.resourceVersion !== undefined){
let data8 = data.resourceVersion;
if(typeof data8 !== "string"){
const err9 = {instancePath:instancePath+"/resourceVersion",schemaPath:"#/properties/resourceVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema127.properties.resourceVersion.type,parentSchema:schema127.properties.resourceVersion,data:data8};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.generation !== undefined){
let data9 = data.generation;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err10 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema127.properties.generation.type,parentSchema:schema127.properties.generation,data:data9};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.creationTimestamp !== undefined){
let data10 = data.creationTimestamp;
if((typeof data10 !== "string") && (data10 !== null)){
const err11 = {instancePath:instancePath+"/creationTimestamp",schemaPath:"#/properties/creationTimestamp/type",keyword:"type",params:{type: schema127.properties.creationTimestamp.type},message:"must be string,null",schema:schema127.properties.creationTimestamp.type,parentSchema:schema127.properties.creationTimestamp,data:data10};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.selfLink !== undefined){
let data11 = data.selfLink;
if(typeof data11 !== "string"){
const err12 = {instancePath:instancePath+"/selfLink",schemaPath:"#/properties/selfLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema127.properties.selfLink.type,parentSchema:schema127.properties.selfLink,data:data11};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.finalizers !== undefined){
let data12 = data.finalizers;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err13 = {instancePath:instancePath+"/finalizers/" + i0,schemaPath:"#/properties/finalizers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema127.properties.finalizers.items.type,parentSchema:schema127.properties.finalizers.items,data:data13};
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
const err14 = {instancePath:instancePath+"/finalizers",schemaPath:"#/properties/finalizers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema127.properties.finalizers.type,parentSchema:schema127.properties.finalizers,data:data12};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.ownerReferences !== undefined){
let data14 = data.ownerReferences;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err15 = {instancePath:instancePath+"/ownerReferences/" + i1,schemaPath:"#/properties/ownerReferences/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.properties.ownerReferences.items.type,parentSchema:schema127.properties.ownerReferences.items,data:data15};
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
const err16 = {instancePath:instancePath+"/ownerReferences",schemaPath:"#/properties/ownerReferences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema127.properties.ownerReferences.type,parentSchema:schema127.properties.ownerReferences,data:data14};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.managedFields !== undefined){
let data16 = data.managedFields;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err17 = {instancePath:instancePath+"/managedFields/" + i2,schemaPath:"#/properties/managedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.properties.managedFields.items.type,parentSchema:schema127.properties.managedFields.items,data:data17};
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
const err18 = {instancePath:instancePath+"/managedFields",schemaPath:"#/properties/managedFields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema127.properties.managedFields.type,parentSchema:schema127.properties.managedFields,data:data16};
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
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.type,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/template.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema126.required,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema126.required,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.objects === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objects"},message:"must have required property '"+"objects"+"'",schema:schema126.required,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "message")) || (key0 === "objects")) || (key0 === "parameters")) || (key0 === "labels"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if(!((data0 === "template.openshift.io/v1") || (data0 === "v1"))){
const err4 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/enum",keyword:"enum",params:{allowedValues: schema126.properties.apiVersion.enum},message:"must be equal to one of the allowed values",schema:schema126.properties.apiVersion.enum,parentSchema:schema126.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("Template" !== data1){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "Template"},message:"must be equal to constant",schema:"Template",parentSchema:schema126.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.metadata !== undefined){
if(!(validate101(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
}
if(data.message !== undefined){
let data3 = data.message;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema126.properties.message.type,parentSchema:schema126.properties.message,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.objects !== undefined){
let data4 = data.objects;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err7 = {instancePath:instancePath+"/objects/" + i0,schemaPath:"#/properties/objects/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema126.properties.objects.items.type,parentSchema:schema126.properties.objects.items,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/objects",schemaPath:"#/properties/objects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema126.properties.objects.type,parentSchema:schema126.properties.objects,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.parameters !== undefined){
let data6 = data.parameters;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.name === undefined){
const err9 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/definitions/Parameter/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema130.required,parentSchema:schema130,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data7){
if(!(((((((key1 === "name") || (key1 === "displayName")) || (key1 === "description")) || (key1 === "value")) || (key1 === "generate")) || (key1 === "from")) || (key1 === "required"))){
const err10 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/definitions/Parameter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema130,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data7.name !== undefined){
let data8 = data7.name;
if(typeof data8 === "string"){
if(!pattern25.test(data8)){
const err11 = {instancePath:instancePath+"/parameters/" + i1+"/name",schemaPath:"#/definitions/Parameter/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9_]+$"},message:"must match pattern \""+"^[a-zA-Z0-9_]+$"+"\"",schema:"^[a-zA-Z0-9_]+$",parentSchema:schema130.properties.name,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/parameters/" + i1+"/name",schemaPath:"#/definitions/Parameter/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema130.properties.name.type,parentSchema:schema130.properties.name,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.displayName !== undefined){
let data9 = data7.displayName;
if(typeof data9 !== "string"){
const err13 = {instancePath:instancePath+"/parameters/" + i1+"/displayName",schemaPath:"#/definitions/Parameter/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema130.properties.displayName.type,parentSchema:schema130.properties.displayName,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.description !== undefined){
let data10 = data7.description;
if(typeof data10 !== "string"){
const err14 = {instancePath:instancePath+"/parameters/" + i1+"/description",schemaPath:"#/definitions/Parameter/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema130.properties.description.type,parentSchema:schema130.properties.description,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.value !== undefined){
let data11 = data7.value;
if(typeof data11 !== "string"){
const err15 = {instancePath:instancePath+"/parameters/" + i1+"/value",schemaPath:"#/definitions/Parameter/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema130.properties.value.type,parentSchema:schema130.properties.value,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.generate !== undefined){
let data12 = data7.generate;
if("expression" !== data12){
const err16 = {instancePath:instancePath+"/parameters/" + i1+"/generate",schemaPath:"#/definitions/Parameter/properties/generate/const",keyword:"const",params:{allowedValue: "expression"},message:"must be equal to constant",schema:"expression",parentSchema:schema130.properties.generate,data:data12};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.from !== undefined){
let data13 = data7.from;
if(typeof data13 !== "string"){
const err17 = {instancePath:instancePath+"/parameters/" + i1+"/from",schemaPath:"#/definitions/Parameter/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema130.properties.from.type,parentSchema:schema130.properties.from,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.required !== undefined){
let data14 = data7.required;
if(typeof data14 !== "boolean"){
const err18 = {instancePath:instancePath+"/parameters/" + i1+"/required",schemaPath:"#/definitions/Parameter/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema130.properties.required.type,parentSchema:schema130.properties.required,data:data14};
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
else {
const err19 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/definitions/Parameter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema130.type,parentSchema:schema130,data:data7};
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
else {
const err20 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema126.properties.parameters.type,parentSchema:schema126.properties.parameters,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.labels !== undefined){
let data15 = data.labels;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key2 in data15){
let data16 = data15[key2];
if(typeof data16 !== "string"){
const err21 = {instancePath:instancePath+"/labels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"common.schema.json#/definitions/StringMap/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data16};
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
const err22 = {instancePath:instancePath+"/labels",schemaPath:"common.schema.json#/definitions/StringMap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data15};
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
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema126.type,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}

