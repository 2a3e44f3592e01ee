/* eslint-disable */
// @ts-nocheck
// DO NOT EDIT: generated from schemas/*.schema.json by `npm run generate` (Ajv standalone code with useDefaults: validating fills in the defaults).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
"use strict";
export const ServeConfig = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/serve-config.schema.json","title":"ServeConfig","description":"The configuration of `gitshift serve`: the config repository it tracks, where it listens, the cluster it reconciles and the webhook secrets. Secrets are never written here: they are read from files (or environment variables).","type":"object","required":["apiVersion","kind"],"properties":{"apiVersion":{"const":"gitshift.io/v1alpha1"},"kind":{"const":"ServeConfig"},"listen":{"type":"string","pattern":"^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$","default":"127.0.0.1:8080","description":"host:port of the HTTP server (webhooks, /healthz, /readyz, /status). Port 0 picks a free port."},"publicUrl":{"type":"string","pattern":"^https?://","description":"The URL people reach this serve at. Plan comments link to the full plan under it; without it they point to `gitshift plan` instead."},"stateDir":{"type":"string","minLength":1,"description":"Where gitshift keeps its clone of the config repository, the write-back journal and the replay store of webhook deliveries. Default: $XDG_STATE_HOME/gitshift (~/.local/state/gitshift)."},"repository":{"title":"ServeRepository","type":"object","required":["url"],"properties":{"url":{"type":"string","minLength":1,"description":"The config repository: file://, http(s)://, ssh:// or user@host:path. Never put a token in it: use credentials.tokenFile."},"branch":{"type":"string","minLength":1,"default":"main","description":"The tracked branch."},"path":{"type":"string","default":"","description":"The config repository's folder inside the git repository."},"pollInterval":{"$ref":"#/definitions/duration","default":"30s","description":"How often the branch is fetched. A GitHub push webhook fetches at once."},"credentials":{"title":"ServeGitCredentials","type":"object","properties":{"username":{"type":"string","minLength":1},"tokenFile":{"type":"string","minLength":1,"description":"A file holding an HTTPS token."},"sshKeyFile":{"type":"string","minLength":1,"description":"A private key for SSH URLs."},"knownHostsFile":{"type":"string","minLength":1,"description":"known_hosts for SSH URLs; when given, unknown host keys are refused."}},"additionalProperties":false}},"additionalProperties":false},"writeBack":{"title":"ServeWriteBack","type":"object","default":{},"properties":{"branch":{"type":"string","minLength":1,"description":"Push write-back commits to this branch instead of the tracked one, and leave merging to people."},"authorName":{"type":"string","minLength":1,"default":"gitshift"},"authorEmail":{"type":"string","minLength":1,"default":"gitshift@localhost"},"batchWindow":{"$ref":"#/definitions/duration","default":"50ms","description":"Edits arriving within this window share one commit."},"tagHistory":{"type":"integer","minimum":1,"maximum":1000,"default":10,"description":"How many images each ImageStream tag keeps in status.tags[].items; older ones leave the file (Git history keeps them)."}},"additionalProperties":false},"cluster":{"title":"ServeCluster","type":"object","default":{},"properties":{"kubeconfig":{"type":"string","minLength":1,"description":"The kubeconfig to reconcile with. Default: $KUBECONFIG; in a pod without either, its ServiceAccount (the API server from KUBERNETES_SERVICE_HOST/PORT, the token re-read as it rotates, the CA). May also name a ServiceAccount directory."},"resyncInterval":{"$ref":"#/definitions/duration","default":"3m","description":"Every project is reconciled again this often, to undo drift. 0s turns it off."},"concurrency":{"type":"integer","minimum":1,"maximum":64,"default":4,"description":"Projects reconciled at once."}},"additionalProperties":false},"webhooks":{"title":"ServeWebhooks","type":"object","default":{},"properties":{"githubSecretFile":{"type":"string","minLength":1,"description":"The GitHub webhook secret. Without one, /hooks/github answers 404."},"dockerhubSecretFile":{"type":"string","minLength":1,"description":"The secret in /hooks/dockerhub/<secret>. Without one, the endpoint answers 404."},"registrySecretFile":{"type":"string","minLength":1,"description":"The secret in /hooks/registry/<secret>. Without one, the endpoint answers 404."},"genericSecretFile":{"type":"string","minLength":1,"description":"The secret in /hooks/generic/<project>/<secret>, for every project without a secret of its own in genericSecretDir."},"genericSecretDir":{"type":"string","minLength":1,"description":"A folder of per-project secrets for /hooks/generic/<project>/<secret>: the file named after a project holds that project's secret (the shape of a Kubernetes Secret mounted as a volume). A project with a file of its own accepts only that secret; the others accept genericSecretFile's, or none. The file is read on each delivery, so a new or changed secret counts without a restart."},"rateLimits":{"title":"ServeRateLimits","type":"object","default":{},"description":"Token buckets per endpoint and sender address; a delivery over the limit is answered 429 with Retry-After. Defaults: github 200/s (burst 1000), registry 100/s (500), dockerhub 20/s (100), generic 10/s (50), openshift-build (BuildConfig webhook URLs) 50/s (250).","properties":{"github":{"$ref":"#/definitions/rateLimit"},"dockerhub":{"$ref":"#/definitions/rateLimit"},"registry":{"$ref":"#/definitions/rateLimit"},"generic":{"$ref":"#/definitions/rateLimit"},"openshift-build":{"$ref":"#/definitions/rateLimit"}},"additionalProperties":false},"requireGitHubSignature":{"type":"boolean","default":false,"description":"BuildConfig webhook URLs (/apis/build.openshift.io/v1/namespaces/<project>/buildconfigs/<name>/webhooks/<secret>/github) refuse GitHub deliveries without X-Hub-Signature-256. A signature that is sent is always checked. Off by default so webhooks set up for OpenShift keep working; turn it on once each GitHub webhook has the URL's secret as its Secret."}},"additionalProperties":false},"onlyConfiguredRegistries":{"type":"boolean","default":false,"description":"Send registry requests only to the hosts listed under registries (and builds.insecureRegistries): an ImageStream, BuildConfig or webhook naming any other host, loopback and link-local ones included, is refused with REGISTRY_HOST_REFUSED before a request leaves. Off by default so image streams may follow any public registry as OpenShift's do; turn it on where serve can reach internal services (the SSRF guard)."},"registries":{"type":"array","default":[],"description":"How to reach the registries image streams follow. Loopback registries are reached over plain HTTP without being listed.","items":{"title":"ServeRegistry","type":"object","required":["host"],"properties":{"host":{"type":"string","minLength":1,"description":"As image references name it: registry.example.com:5000, docker.io."},"url":{"type":"string","format":"uri","description":"Where its API is, when not https://<host>."},"insecure":{"type":"boolean","default":false,"description":"Plain HTTP. Only this setting (or an http:// url, or a loopback host) takes a registry with credentials to plain HTTP; an ImageStream's importPolicy.insecure does not."},"username":{"type":"string","minLength":1},"passwordFile":{"type":"string","minLength":1},"tokenRealms":{"type":"array","default":[],"description":"Token services on another origin that this registry's WWW-Authenticate may send gitshift to, with the credentials: origins as written, scheme and port included (https://gitlab.com for registry.gitlab.com, http://registry.internal:5001). The registry's own origin, and https://auth.docker.io for docker.io, need no entry; other realms are refused (REGISTRY_AUTH_REALM_REFUSED).","items":{"type":"string","pattern":"^https?://[^/?#@\\s]+/?$"}}},"additionalProperties":false}},"imports":{"title":"ServeImports","type":"object","default":{},"properties":{"interval":{"$ref":"#/definitions/duration","default":"15m","description":"How often tags with importPolicy.scheduled are checked against their registry. 0s turns it off."}},"additionalProperties":false},"api":{"title":"ServeApi","type":"object","default":{},"description":"serve's HTTP API under /api/v1/: reads (projects, objects, events, builds, previews) behind the status page and `gitshift status --server`, and actions (start, cancel a build, resync a project) used by the CLI's build commands. Actions always need a token; reads need one only when anonymousRead is false.","properties":{"tokenFile":{"type":"string","description":"A file holding the bearer token (or several, one per line) that API requests must present. Relative to this file."},"anonymousRead":{"type":"boolean","default":true,"description":"The status page and GET /api/v1/ reads answer without a token (read-only). false: reads need the API token too."}},"additionalProperties":false},"builds":{"title":"ServeBuilds","type":"object","default":{},"description":"How BuildConfigs are built: where builds run, where their images go, what is kept.","properties":{"executor":{"type":"string","enum":["local","cluster"],"default":"local","description":"local: buildah on the machine running serve (small setups, laptops). cluster: a pod in the project's namespace running buildah, so the cluster schedules builds across its nodes."},"registry":{"type":"string","description":"Where a build's output goes when its ImageStreamTag's stream names no spec.dockerImageRepository: images are pushed to <registry>/<project>/<stream>:<tag>. Example: registry.example.com:5000. Without it such a BuildConfig cannot build, and says so."},"insecureRegistries":{"type":"array","items":{"type":"string"},"default":[],"description":"Registry hosts (host:port) builds pull from and push to over plain HTTP. Registries listed under `registries` with insecure: true are added."},"maxRunning":{"type":"integer","minimum":1,"maximum":64,"default":2,"description":"Builds running at once, over every BuildConfig; more wait in their queue."},"logLimitBytes":{"type":"integer","minimum":4096,"maximum":1000000,"default":262144,"description":"Log kept per build after it ends (the head and the tail; the middle is dropped past this), in a ConfigMap `<build>.log` owned by the Build."},"maxArchiveBytes":{"type":"integer","minimum":1024,"default":104857600,"description":"Largest binary-build upload (`start-build --from-dir/--from-file/--from-archive`), compressed; its unpacked size is capped at 4 times this."},"cache":{"type":"boolean","default":true,"description":"Keep layers between builds of one BuildConfig (a cache repository <output repository>-build-cache in the registry), so a one-line change does not rebuild every step."},"cluster":{"title":"ServeBuildsCluster","type":"object","default":{},"properties":{"builderImage":{"type":"string","description":"The image build pods run: buildah with sh, wget and tar. Required with executor: cluster."},"nodeSelector":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Added to every build pod's nodeSelector (the BuildConfig's own nodeSelector is merged over it)."},"tolerations":{"type":"array","items":{"type":"object","properties":{"key":{"type":"string"},"operator":{"type":"string","enum":["Exists","Equal"]},"value":{"type":"string"},"effect":{"type":"string","enum":["NoSchedule","PreferNoSchedule","NoExecute"]}},"additionalProperties":false},"default":[],"description":"Added to every build pod: to let builds run on nodes kept for them by a taint."},"hostNetwork":{"type":"boolean","default":false,"description":"Run build pods in the node's network namespace, for registries and a serve reachable only on the node's loopback."},"contextListen":{"type":"string","default":"127.0.0.1:0","description":"host:port where serve hands build contexts to build pods, each at a one-time path. Port 0 picks a free one."},"contextAdvertisedHost":{"type":"string","description":"The host name build pods put in the context URL, when it differs from contextListen's host (listening on 0.0.0.0 behind a node address, say). Default: contextListen's host."}},"additionalProperties":false}},"additionalProperties":false},"containers":{"title":"ServeContainers","type":"object","default":{},"description":"The containers API (/api/v1/projects/<project>/containers): each create, stop or delete is a commit of a Job manifest in projects/<project>/containers/, by the caller. Images come only from the hosts under registries.","properties":{"enabled":{"type":"boolean","default":true,"description":"false: the containers routes answer 404."},"rateLimit":{"title":"ServeContainersRateLimit","type":"object","default":{},"description":"A token bucket per caller for creates, stops and deletes (each a commit); over it the API answers 429 with Retry-After.","properties":{"perSecond":{"type":"number","exclusiveMinimum":0,"default":1},"burst":{"type":"integer","minimum":1,"default":20}},"additionalProperties":false},"maxBodyBytes":{"type":"integer","minimum":1024,"maximum":1048576,"default":65536,"description":"The largest create request taken, in bytes; larger ones are refused 413 before they are read."},"nodeSelector":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Put on every container's pod: where containers run is serve's choice, never the request's."},"tolerations":{"type":"array","items":{"type":"object","properties":{"key":{"type":"string"},"operator":{"type":"string","enum":["Exists","Equal"]},"value":{"type":"string"},"effect":{"type":"string","enum":["NoSchedule","PreferNoSchedule","NoExecute"]}},"additionalProperties":false},"default":[],"description":"Added to every container's pod: to let containers run on nodes kept for them by a taint."}},"additionalProperties":false},"forge":{"title":"ServeForge","type":"object","description":"The forge of the config repository and of application source repositories (GitHub, or Gitea/Forgejo): where plan comments, commit statuses and preview links go. Pull requests are acted on only with a forge and signed deliveries (webhooks.githubSecretFile).","required":["kind","tokenFile"],"properties":{"kind":{"enum":["github","gitea"],"description":"github (also GitHub Enterprise) or gitea (also Forgejo)."},"apiUrl":{"type":"string","pattern":"^https?://","description":"The REST API's base URL. Default for github: https://api.github.com; for gitea it must be given: https://<host>/api/v1."},"tokenFile":{"type":"string","description":"A file holding the API token (a GitHub token with pull request, issue and commit status write access; a Gitea access token). Relative to this file. Never logged."}},"additionalProperties":false},"pulls":{"title":"ServePulls","type":"object","default":{},"description":"Plans and previews of pull requests, when a forge is configured.","properties":{"enabled":{"type":"boolean","default":true,"description":"Plan every PR to the tracked branch that changes config, when a forge is configured."},"planTimeout":{"$ref":"#/definitions/duration","default":"60s","description":"A plan that takes longer fails its status with a timeout."},"concurrency":{"type":"integer","minimum":1,"default":2,"description":"Pull requests planned at once."},"sweepInterval":{"$ref":"#/definitions/duration","default":"5m","description":"How often previews are checked against their pull requests (closed, past previews.ttl); also once at start."},"previewSettleTimeout":{"$ref":"#/definitions/duration","default":"5m","description":"How long the comment keeps following a new preview's health before it stops editing."}},"additionalProperties":false},"events":{"title":"ServeEvents","type":"object","default":{},"description":"Kubernetes Events (events.k8s.io/v1) recorded on the objects serve syncs, prunes, rolls out and builds, and on each project's Namespace, so `kubectl get events -n <project>` tells the story.","properties":{"enabled":{"type":"boolean","default":true,"description":"Record Events in the cluster. Rate-limited and aggregated like kubelet's."}},"additionalProperties":false},"replicas":{"title":"ServeReplicas","type":"object","default":{},"description":"Running more than one serve: leader election and shards, each a coordination.k8s.io Lease.","properties":{"leaderElection":{"type":"boolean","default":false,"description":"Elect a leader with a Lease: only the leader reconciles and writes back; the others take webhooks and hand them to it."},"shards":{"type":"integer","minimum":1,"maximum":256,"default":1,"description":"Spread projects over this many shards by a stable hash of their names; each shard is a Lease held by one replica. Implies leaderElection when more than 1."},"identity":{"type":"string","minLength":1,"maxLength":128,"description":"This replica's name in the Leases. Default: the host name and process id."},"leaseNamespace":{"type":"string","default":"gitshift-system","description":"Where the Leases live."},"leaseDuration":{"$ref":"#/definitions/duration","default":"10s","description":"How long a Lease holds without renewal before another replica may take it: a killed leader is replaced within about this plus retryPeriod."},"renewDeadline":{"$ref":"#/definitions/duration","default":"7s","description":"A leader that cannot renew within this stops leading."},"retryPeriod":{"$ref":"#/definitions/duration","default":"2s","description":"How often Leases are tried and renewed."}},"additionalProperties":false}},"additionalProperties":false,"definitions":{"rateLimit":{"title":"ServeRateLimit","type":"object","required":["perSecond","burst"],"properties":{"perSecond":{"type":"number","exclusiveMinimum":0},"burst":{"type":"integer","minimum":1}},"additionalProperties":false},"duration":{"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."}}};
const schema12 = {"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."};
const schema15 = {"title":"ServeRateLimit","type":"object","required":["perSecond","burst"],"properties":{"perSecond":{"type":"number","exclusiveMinimum":0},"burst":{"type":"integer","minimum":1}},"additionalProperties":false};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$", "u");
const pattern1 = new RegExp("^https?://", "u");
const pattern2 = new RegExp("^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$", "u");
const pattern5 = new RegExp("^https?://[^/?#@\\s]+/?$", "u");
const formats0 = require("ajv-formats/dist/formats").fullFormats.uri;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/serve-config.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.listen === undefined){
data.listen = "127.0.0.1:8080";
}
if(data.writeBack === undefined){
data.writeBack = {};
}
if(data.cluster === undefined){
data.cluster = {};
}
if(data.webhooks === undefined){
data.webhooks = {};
}
if(data.onlyConfiguredRegistries === undefined){
data.onlyConfiguredRegistries = false;
}
if(data.registries === undefined){
data.registries = [];
}
if(data.imports === undefined){
data.imports = {};
}
if(data.api === undefined){
data.api = {};
}
if(data.builds === undefined){
data.builds = {};
}
if(data.containers === undefined){
data.containers = {};
}
if(data.pulls === undefined){
data.pulls = {};
}
if(data.events === undefined){
data.events = {};
}
if(data.replicas === undefined){
data.replicas = {};
}
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
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
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
const err3 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "gitshift.io/v1alpha1"},message:"must be equal to constant",schema:"gitshift.io/v1alpha1",parentSchema:schema11.properties.apiVersion,data:data0};
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
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "ServeConfig"},message:"must be equal to constant",schema:"ServeConfig",parentSchema:schema11.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data2 = data.listen;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err5 = {instancePath:instancePath+"/listen",schemaPath:"#/properties/listen/pattern",keyword:"pattern",params:{pattern: "^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$"},message:"must match pattern \""+"^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$"+"\"",schema:"^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+):[0-9]{1,5}$",parentSchema:schema11.properties.listen,data:data2};
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
const err6 = {instancePath:instancePath+"/listen",schemaPath:"#/properties/listen/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.listen.type,parentSchema:schema11.properties.listen,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.publicUrl !== undefined){
let data3 = data.publicUrl;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err7 = {instancePath:instancePath+"/publicUrl",schemaPath:"#/properties/publicUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema11.properties.publicUrl,data:data3};
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
const err8 = {instancePath:instancePath+"/publicUrl",schemaPath:"#/properties/publicUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.publicUrl.type,parentSchema:schema11.properties.publicUrl,data:data3};
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
if(func3(data4) < 1){
const err9 = {instancePath:instancePath+"/stateDir",schemaPath:"#/properties/stateDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.stateDir,data:data4};
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
const err10 = {instancePath:instancePath+"/stateDir",schemaPath:"#/properties/stateDir/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.stateDir.type,parentSchema:schema11.properties.stateDir,data:data4};
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
if(data5.branch === undefined){
data5.branch = "main";
}
if(data5.path === undefined){
data5.path = "";
}
if(data5.pollInterval === undefined){
data5.pollInterval = "30s";
}
if(data5.url === undefined){
const err11 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema11.properties.repository.required,parentSchema:schema11.properties.repository,data:data5};
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
const err12 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.repository,data:data5};
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
if(func3(data6) < 1){
const err13 = {instancePath:instancePath+"/repository/url",schemaPath:"#/properties/repository/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.repository.properties.url,data:data6};
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
const err14 = {instancePath:instancePath+"/repository/url",schemaPath:"#/properties/repository/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repository.properties.url.type,parentSchema:schema11.properties.repository.properties.url,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data7 = data5.branch;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err15 = {instancePath:instancePath+"/repository/branch",schemaPath:"#/properties/repository/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.repository.properties.branch,data:data7};
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
const err16 = {instancePath:instancePath+"/repository/branch",schemaPath:"#/properties/repository/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repository.properties.branch.type,parentSchema:schema11.properties.repository.properties.branch,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data8 = data5.path;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/repository/path",schemaPath:"#/properties/repository/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repository.properties.path.type,parentSchema:schema11.properties.repository.properties.path,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
let data9 = data5.pollInterval;
if(typeof data9 === "string"){
if(!pattern2.test(data9)){
const err18 = {instancePath:instancePath+"/repository/pollInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data9};
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
const err19 = {instancePath:instancePath+"/repository/pollInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.credentials !== undefined){
let data10 = data5.credentials;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
if(!((((key2 === "username") || (key2 === "tokenFile")) || (key2 === "sshKeyFile")) || (key2 === "knownHostsFile"))){
const err20 = {instancePath:instancePath+"/repository/credentials",schemaPath:"#/properties/repository/properties/credentials/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.repository.properties.credentials,data:data10};
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
if(func3(data11) < 1){
const err21 = {instancePath:instancePath+"/repository/credentials/username",schemaPath:"#/properties/repository/properties/credentials/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.repository.properties.credentials.properties.username,data:data11};
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
const err22 = {instancePath:instancePath+"/repository/credentials/username",schemaPath:"#/properties/repository/properties/credentials/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repository.properties.credentials.properties.username.type,parentSchema:schema11.properties.repository.properties.credentials.properties.username,data:data11};
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
if(func3(data12) < 1){
const err23 = {instancePath:instancePath+"/repository/credentials/tokenFile",schemaPath:"#/properties/repository/properties/credentials/properties/tokenFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.repository.properties.credentials.properties.tokenFile,data:data12};
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
const err24 = {instancePath:instancePath+"/repository/credentials/tokenFile",schemaPath:"#/properties/repository/properties/credentials/properties/tokenFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repository.properties.credentials.properties.tokenFile.type,parentSchema:schema11.properties.repository.properties.credentials.properties.tokenFile,data:data12};
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
if(func3(data13) < 1){
const err25 = {instancePath:instancePath+"/repository/credentials/sshKeyFile",schemaPath:"#/properties/repository/properties/credentials/properties/sshKeyFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.repository.properties.credentials.properties.sshKeyFile,data:data13};
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
const err26 = {instancePath:instancePath+"/repository/credentials/sshKeyFile",schemaPath:"#/properties/repository/properties/credentials/properties/sshKeyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repository.properties.credentials.properties.sshKeyFile.type,parentSchema:schema11.properties.repository.properties.credentials.properties.sshKeyFile,data:data13};
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
if(func3(data14) < 1){
const err27 = {instancePath:instancePath+"/repository/credentials/knownHostsFile",schemaPath:"#/properties/repository/properties/credentials/properties/knownHostsFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.repository.properties.credentials.properties.knownHostsFile,data:data14};
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
const err28 = {instancePath:instancePath+"/repository/credentials/knownHostsFile",schemaPath:"#/properties/repository/properties/credentials/properties/knownHostsFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repository.properties.credentials.properties.knownHostsFile.type,parentSchema:schema11.properties.repository.properties.credentials.properties.knownHostsFile,data:data14};
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
const err29 = {instancePath:instancePath+"/repository/credentials",schemaPath:"#/properties/repository/properties/credentials/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.repository.properties.credentials.type,parentSchema:schema11.properties.repository.properties.credentials,data:data10};
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
const err30 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.repository.type,parentSchema:schema11.properties.repository,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
let data15 = data.writeBack;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.authorName === undefined){
data15.authorName = "gitshift";
}
if(data15.authorEmail === undefined){
data15.authorEmail = "gitshift@localhost";
}
if(data15.batchWindow === undefined){
data15.batchWindow = "50ms";
}
if(data15.tagHistory === undefined){
data15.tagHistory = 10;
}
for(const key3 in data15){
if(!(((((key3 === "branch") || (key3 === "authorName")) || (key3 === "authorEmail")) || (key3 === "batchWindow")) || (key3 === "tagHistory"))){
const err31 = {instancePath:instancePath+"/writeBack",schemaPath:"#/properties/writeBack/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.writeBack,data:data15};
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
if(func3(data16) < 1){
const err32 = {instancePath:instancePath+"/writeBack/branch",schemaPath:"#/properties/writeBack/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.writeBack.properties.branch,data:data16};
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
const err33 = {instancePath:instancePath+"/writeBack/branch",schemaPath:"#/properties/writeBack/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.writeBack.properties.branch.type,parentSchema:schema11.properties.writeBack.properties.branch,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
let data17 = data15.authorName;
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err34 = {instancePath:instancePath+"/writeBack/authorName",schemaPath:"#/properties/writeBack/properties/authorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.writeBack.properties.authorName,data:data17};
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
const err35 = {instancePath:instancePath+"/writeBack/authorName",schemaPath:"#/properties/writeBack/properties/authorName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.writeBack.properties.authorName.type,parentSchema:schema11.properties.writeBack.properties.authorName,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data18 = data15.authorEmail;
if(typeof data18 === "string"){
if(func3(data18) < 1){
const err36 = {instancePath:instancePath+"/writeBack/authorEmail",schemaPath:"#/properties/writeBack/properties/authorEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.writeBack.properties.authorEmail,data:data18};
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
const err37 = {instancePath:instancePath+"/writeBack/authorEmail",schemaPath:"#/properties/writeBack/properties/authorEmail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.writeBack.properties.authorEmail.type,parentSchema:schema11.properties.writeBack.properties.authorEmail,data:data18};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
let data19 = data15.batchWindow;
if(typeof data19 === "string"){
if(!pattern2.test(data19)){
const err38 = {instancePath:instancePath+"/writeBack/batchWindow",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data19};
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
const err39 = {instancePath:instancePath+"/writeBack/batchWindow",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
let data20 = data15.tagHistory;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err40 = {instancePath:instancePath+"/writeBack/tagHistory",schemaPath:"#/properties/writeBack/properties/tagHistory/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.writeBack.properties.tagHistory.type,parentSchema:schema11.properties.writeBack.properties.tagHistory,data:data20};
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
const err41 = {instancePath:instancePath+"/writeBack/tagHistory",schemaPath:"#/properties/writeBack/properties/tagHistory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema11.properties.writeBack.properties.tagHistory,data:data20};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data20 < 1 || isNaN(data20)){
const err42 = {instancePath:instancePath+"/writeBack/tagHistory",schemaPath:"#/properties/writeBack/properties/tagHistory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.writeBack.properties.tagHistory,data:data20};
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
const err43 = {instancePath:instancePath+"/writeBack",schemaPath:"#/properties/writeBack/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.writeBack.type,parentSchema:schema11.properties.writeBack,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data21 = data.cluster;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.resyncInterval === undefined){
data21.resyncInterval = "3m";
}
if(data21.concurrency === undefined){
data21.concurrency = 4;
}
for(const key4 in data21){
if(!(((key4 === "kubeconfig") || (key4 === "resyncInterval")) || (key4 === "concurrency"))){
const err44 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.cluster,data:data21};
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
if(func3(data22) < 1){
const err45 = {instancePath:instancePath+"/cluster/kubeconfig",schemaPath:"#/properties/cluster/properties/kubeconfig/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.cluster.properties.kubeconfig,data:data22};
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
const err46 = {instancePath:instancePath+"/cluster/kubeconfig",schemaPath:"#/properties/cluster/properties/kubeconfig/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cluster.properties.kubeconfig.type,parentSchema:schema11.properties.cluster.properties.kubeconfig,data:data22};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
let data23 = data21.resyncInterval;
if(typeof data23 === "string"){
if(!pattern2.test(data23)){
const err47 = {instancePath:instancePath+"/cluster/resyncInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data23};
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
const err48 = {instancePath:instancePath+"/cluster/resyncInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data23};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
let data24 = data21.concurrency;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err49 = {instancePath:instancePath+"/cluster/concurrency",schemaPath:"#/properties/cluster/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.cluster.properties.concurrency.type,parentSchema:schema11.properties.cluster.properties.concurrency,data:data24};
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
const err50 = {instancePath:instancePath+"/cluster/concurrency",schemaPath:"#/properties/cluster/properties/concurrency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64",schema:64,parentSchema:schema11.properties.cluster.properties.concurrency,data:data24};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data24 < 1 || isNaN(data24)){
const err51 = {instancePath:instancePath+"/cluster/concurrency",schemaPath:"#/properties/cluster/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.cluster.properties.concurrency,data:data24};
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
const err52 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.cluster.type,parentSchema:schema11.properties.cluster,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
let data25 = data.webhooks;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.rateLimits === undefined){
data25.rateLimits = {};
}
if(data25.requireGitHubSignature === undefined){
data25.requireGitHubSignature = false;
}
for(const key5 in data25){
if(!(((((((key5 === "githubSecretFile") || (key5 === "dockerhubSecretFile")) || (key5 === "registrySecretFile")) || (key5 === "genericSecretFile")) || (key5 === "genericSecretDir")) || (key5 === "rateLimits")) || (key5 === "requireGitHubSignature"))){
const err53 = {instancePath:instancePath+"/webhooks",schemaPath:"#/properties/webhooks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.webhooks,data:data25};
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
if(func3(data26) < 1){
const err54 = {instancePath:instancePath+"/webhooks/githubSecretFile",schemaPath:"#/properties/webhooks/properties/githubSecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.webhooks.properties.githubSecretFile,data:data26};
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
const err55 = {instancePath:instancePath+"/webhooks/githubSecretFile",schemaPath:"#/properties/webhooks/properties/githubSecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.webhooks.properties.githubSecretFile.type,parentSchema:schema11.properties.webhooks.properties.githubSecretFile,data:data26};
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
if(func3(data27) < 1){
const err56 = {instancePath:instancePath+"/webhooks/dockerhubSecretFile",schemaPath:"#/properties/webhooks/properties/dockerhubSecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.webhooks.properties.dockerhubSecretFile,data:data27};
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
const err57 = {instancePath:instancePath+"/webhooks/dockerhubSecretFile",schemaPath:"#/properties/webhooks/properties/dockerhubSecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.webhooks.properties.dockerhubSecretFile.type,parentSchema:schema11.properties.webhooks.properties.dockerhubSecretFile,data:data27};
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
if(func3(data28) < 1){
const err58 = {instancePath:instancePath+"/webhooks/registrySecretFile",schemaPath:"#/properties/webhooks/properties/registrySecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.webhooks.properties.registrySecretFile,data:data28};
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
const err59 = {instancePath:instancePath+"/webhooks/registrySecretFile",schemaPath:"#/properties/webhooks/properties/registrySecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.webhooks.properties.registrySecretFile.type,parentSchema:schema11.properties.webhooks.properties.registrySecretFile,data:data28};
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
if(func3(data29) < 1){
const err60 = {instancePath:instancePath+"/webhooks/genericSecretFile",schemaPath:"#/properties/webhooks/properties/genericSecretFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.webhooks.properties.genericSecretFile,data:data29};
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
const err61 = {instancePath:instancePath+"/webhooks/genericSecretFile",schemaPath:"#/properties/webhooks/properties/genericSecretFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.webhooks.properties.genericSecretFile.type,parentSchema:schema11.properties.webhooks.properties.genericSecretFile,data:data29};
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
if(func3(data30) < 1){
const err62 = {instancePath:instancePath+"/webhooks/genericSecretDir",schemaPath:"#/properties/webhooks/properties/genericSecretDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.webhooks.properties.genericSecretDir,data:data30};
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
const err63 = {instancePath:instancePath+"/webhooks/genericSecretDir",schemaPath:"#/properties/webhooks/properties/genericSecretDir/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.webhooks.properties.genericSecretDir.type,parentSchema:schema11.properties.webhooks.properties.genericSecretDir,data:data30};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
let data31 = data25.rateLimits;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
if(!(((((key6 === "github") || (key6 === "dockerhub")) || (key6 === "registry")) || (key6 === "generic")) || (key6 === "openshift-build"))){
const err64 = {instancePath:instancePath+"/webhooks/rateLimits",schemaPath:"#/properties/webhooks/properties/rateLimits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.webhooks.properties.rateLimits,data:data31};
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
const err65 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema15.required,parentSchema:schema15,data:data32};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data32.burst === undefined){
const err66 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema15.required,parentSchema:schema15,data:data32};
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
const err67 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data32};
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
const err68 = {instancePath:instancePath+"/webhooks/rateLimits/github/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema15.properties.perSecond,data:data33};
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
const err69 = {instancePath:instancePath+"/webhooks/rateLimits/github/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema15.properties.perSecond.type,parentSchema:schema15.properties.perSecond,data:data33};
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
const err70 = {instancePath:instancePath+"/webhooks/rateLimits/github/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.burst.type,parentSchema:schema15.properties.burst,data:data34};
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
const err71 = {instancePath:instancePath+"/webhooks/rateLimits/github/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema15.properties.burst,data:data34};
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
const err72 = {instancePath:instancePath+"/webhooks/rateLimits/github",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data:data32};
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
const err73 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema15.required,parentSchema:schema15,data:data35};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data35.burst === undefined){
const err74 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema15.required,parentSchema:schema15,data:data35};
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
const err75 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data35};
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
const err76 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema15.properties.perSecond,data:data36};
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
const err77 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema15.properties.perSecond.type,parentSchema:schema15.properties.perSecond,data:data36};
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
const err78 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.burst.type,parentSchema:schema15.properties.burst,data:data37};
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
const err79 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema15.properties.burst,data:data37};
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
const err80 = {instancePath:instancePath+"/webhooks/rateLimits/dockerhub",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data:data35};
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
const err81 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema15.required,parentSchema:schema15,data:data38};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data38.burst === undefined){
const err82 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema15.required,parentSchema:schema15,data:data38};
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
const err83 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data38};
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
const err84 = {instancePath:instancePath+"/webhooks/rateLimits/registry/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema15.properties.perSecond,data:data39};
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
const err85 = {instancePath:instancePath+"/webhooks/rateLimits/registry/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema15.properties.perSecond.type,parentSchema:schema15.properties.perSecond,data:data39};
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
const err86 = {instancePath:instancePath+"/webhooks/rateLimits/registry/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.burst.type,parentSchema:schema15.properties.burst,data:data40};
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
const err87 = {instancePath:instancePath+"/webhooks/rateLimits/registry/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema15.properties.burst,data:data40};
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
const err88 = {instancePath:instancePath+"/webhooks/rateLimits/registry",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data:data38};
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
const err89 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema15.required,parentSchema:schema15,data:data41};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data41.burst === undefined){
const err90 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema15.required,parentSchema:schema15,data:data41};
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
const err91 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data41};
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
const err92 = {instancePath:instancePath+"/webhooks/rateLimits/generic/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema15.properties.perSecond,data:data42};
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
const err93 = {instancePath:instancePath+"/webhooks/rateLimits/generic/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema15.properties.perSecond.type,parentSchema:schema15.properties.perSecond,data:data42};
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
const err94 = {instancePath:instancePath+"/webhooks/rateLimits/generic/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.burst.type,parentSchema:schema15.properties.burst,data:data43};
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
const err95 = {instancePath:instancePath+"/webhooks/rateLimits/generic/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema15.properties.burst,data:data43};
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
const err96 = {instancePath:instancePath+"/webhooks/rateLimits/generic",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data:data41};
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
const err97 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "perSecond"},message:"must have required property '"+"perSecond"+"'",schema:schema15.required,parentSchema:schema15,data:data44};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data44.burst === undefined){
const err98 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/required",keyword:"required",params:{missingProperty: "burst"},message:"must have required property '"+"burst"+"'",schema:schema15.required,parentSchema:schema15,data:data44};
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
const err99 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data44};
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
const err100 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema15.properties.perSecond,data:data45};
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
const err101 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/perSecond",schemaPath:"#/definitions/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema15.properties.perSecond.type,parentSchema:schema15.properties.perSecond,data:data45};
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
const err102 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/burst",schemaPath:"#/definitions/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.burst.type,parentSchema:schema15.properties.burst,data:data46};
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
const err103 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build/burst",schemaPath:"#/definitions/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema15.properties.burst,data:data46};
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
const err104 = {instancePath:instancePath+"/webhooks/rateLimits/openshift-build",schemaPath:"#/definitions/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data:data44};
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
const err105 = {instancePath:instancePath+"/webhooks/rateLimits",schemaPath:"#/properties/webhooks/properties/rateLimits/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.webhooks.properties.rateLimits.type,parentSchema:schema11.properties.webhooks.properties.rateLimits,data:data31};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
let data47 = data25.requireGitHubSignature;
if(typeof data47 !== "boolean"){
const err106 = {instancePath:instancePath+"/webhooks/requireGitHubSignature",schemaPath:"#/properties/webhooks/properties/requireGitHubSignature/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.webhooks.properties.requireGitHubSignature.type,parentSchema:schema11.properties.webhooks.properties.requireGitHubSignature,data:data47};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/webhooks",schemaPath:"#/properties/webhooks/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.webhooks.type,parentSchema:schema11.properties.webhooks,data:data25};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
let data48 = data.onlyConfiguredRegistries;
if(typeof data48 !== "boolean"){
const err108 = {instancePath:instancePath+"/onlyConfiguredRegistries",schemaPath:"#/properties/onlyConfiguredRegistries/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.onlyConfiguredRegistries.type,parentSchema:schema11.properties.onlyConfiguredRegistries,data:data48};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
let data49 = data.registries;
if(Array.isArray(data49)){
const len0 = data49.length;
for(let i0=0; i0<len0; i0++){
let data50 = data49[i0];
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.insecure === undefined){
data50.insecure = false;
}
if(data50.tokenRealms === undefined){
data50.tokenRealms = [];
}
if(data50.host === undefined){
const err109 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema11.properties.registries.items.required,parentSchema:schema11.properties.registries.items,data:data50};
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
const err110 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.registries.items,data:data50};
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
if(func3(data51) < 1){
const err111 = {instancePath:instancePath+"/registries/" + i0+"/host",schemaPath:"#/properties/registries/items/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.registries.items.properties.host,data:data51};
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
const err112 = {instancePath:instancePath+"/registries/" + i0+"/host",schemaPath:"#/properties/registries/items/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.registries.items.properties.host.type,parentSchema:schema11.properties.registries.items.properties.host,data:data51};
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
if(!(formats0(data52))){
const err113 = {instancePath:instancePath+"/registries/" + i0+"/url",schemaPath:"#/properties/registries/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.registries.items.properties.url,data:data52};
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
const err114 = {instancePath:instancePath+"/registries/" + i0+"/url",schemaPath:"#/properties/registries/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.registries.items.properties.url.type,parentSchema:schema11.properties.registries.items.properties.url,data:data52};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
let data53 = data50.insecure;
if(typeof data53 !== "boolean"){
const err115 = {instancePath:instancePath+"/registries/" + i0+"/insecure",schemaPath:"#/properties/registries/items/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.registries.items.properties.insecure.type,parentSchema:schema11.properties.registries.items.properties.insecure,data:data53};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data50.username !== undefined){
let data54 = data50.username;
if(typeof data54 === "string"){
if(func3(data54) < 1){
const err116 = {instancePath:instancePath+"/registries/" + i0+"/username",schemaPath:"#/properties/registries/items/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.registries.items.properties.username,data:data54};
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
const err117 = {instancePath:instancePath+"/registries/" + i0+"/username",schemaPath:"#/properties/registries/items/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.registries.items.properties.username.type,parentSchema:schema11.properties.registries.items.properties.username,data:data54};
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
if(func3(data55) < 1){
const err118 = {instancePath:instancePath+"/registries/" + i0+"/passwordFile",schemaPath:"#/properties/registries/items/properties/passwordFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.registries.items.properties.passwordFile,data:data55};
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
const err119 = {instancePath:instancePath+"/registries/" + i0+"/passwordFile",schemaPath:"#/properties/registries/items/properties/passwordFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.registries.items.properties.passwordFile.type,parentSchema:schema11.properties.registries.items.properties.passwordFile,data:data55};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
let data56 = data50.tokenRealms;
if(Array.isArray(data56)){
const len1 = data56.length;
for(let i1=0; i1<len1; i1++){
let data57 = data56[i1];
if(typeof data57 === "string"){
if(!pattern5.test(data57)){
const err120 = {instancePath:instancePath+"/registries/" + i0+"/tokenRealms/" + i1,schemaPath:"#/properties/registries/items/properties/tokenRealms/items/pattern",keyword:"pattern",params:{pattern: "^https?://[^/?#@\\s]+/?$"},message:"must match pattern \""+"^https?://[^/?#@\\s]+/?$"+"\"",schema:"^https?://[^/?#@\\s]+/?$",parentSchema:schema11.properties.registries.items.properties.tokenRealms.items,data:data57};
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
const err121 = {instancePath:instancePath+"/registries/" + i0+"/tokenRealms/" + i1,schemaPath:"#/properties/registries/items/properties/tokenRealms/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.registries.items.properties.tokenRealms.items.type,parentSchema:schema11.properties.registries.items.properties.tokenRealms.items,data:data57};
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
const err122 = {instancePath:instancePath+"/registries/" + i0+"/tokenRealms",schemaPath:"#/properties/registries/items/properties/tokenRealms/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.registries.items.properties.tokenRealms.type,parentSchema:schema11.properties.registries.items.properties.tokenRealms,data:data56};
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
const err123 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.registries.items.type,parentSchema:schema11.properties.registries.items,data:data50};
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
const err124 = {instancePath:instancePath+"/registries",schemaPath:"#/properties/registries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.registries.type,parentSchema:schema11.properties.registries,data:data49};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
let data58 = data.imports;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.interval === undefined){
data58.interval = "15m";
}
for(const key13 in data58){
if(!(key13 === "interval")){
const err125 = {instancePath:instancePath+"/imports",schemaPath:"#/properties/imports/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.imports,data:data58};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
let data59 = data58.interval;
if(typeof data59 === "string"){
if(!pattern2.test(data59)){
const err126 = {instancePath:instancePath+"/imports/interval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data59};
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
const err127 = {instancePath:instancePath+"/imports/interval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data59};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/imports",schemaPath:"#/properties/imports/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.imports.type,parentSchema:schema11.properties.imports,data:data58};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
let data60 = data.api;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.anonymousRead === undefined){
data60.anonymousRead = true;
}
for(const key14 in data60){
if(!((key14 === "tokenFile") || (key14 === "anonymousRead"))){
const err129 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api,data:data60};
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
const err130 = {instancePath:instancePath+"/api/tokenFile",schemaPath:"#/properties/api/properties/tokenFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.tokenFile.type,parentSchema:schema11.properties.api.properties.tokenFile,data:data61};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
let data62 = data60.anonymousRead;
if(typeof data62 !== "boolean"){
const err131 = {instancePath:instancePath+"/api/anonymousRead",schemaPath:"#/properties/api/properties/anonymousRead/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.api.properties.anonymousRead.type,parentSchema:schema11.properties.api.properties.anonymousRead,data:data62};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.type,parentSchema:schema11.properties.api,data:data60};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
let data63 = data.builds;
if(data63 && typeof data63 == "object" && !Array.isArray(data63)){
if(data63.executor === undefined){
data63.executor = "local";
}
if(data63.insecureRegistries === undefined){
data63.insecureRegistries = [];
}
if(data63.maxRunning === undefined){
data63.maxRunning = 2;
}
if(data63.logLimitBytes === undefined){
data63.logLimitBytes = 262144;
}
if(data63.maxArchiveBytes === undefined){
data63.maxArchiveBytes = 104857600;
}
if(data63.cache === undefined){
data63.cache = true;
}
if(data63.cluster === undefined){
data63.cluster = {};
}
for(const key15 in data63){
if(!((((((((key15 === "executor") || (key15 === "registry")) || (key15 === "insecureRegistries")) || (key15 === "maxRunning")) || (key15 === "logLimitBytes")) || (key15 === "maxArchiveBytes")) || (key15 === "cache")) || (key15 === "cluster"))){
const err133 = {instancePath:instancePath+"/builds",schemaPath:"#/properties/builds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.builds,data:data63};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
let data64 = data63.executor;
if(typeof data64 !== "string"){
const err134 = {instancePath:instancePath+"/builds/executor",schemaPath:"#/properties/builds/properties/executor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.executor.type,parentSchema:schema11.properties.builds.properties.executor,data:data64};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(!((data64 === "local") || (data64 === "cluster"))){
const err135 = {instancePath:instancePath+"/builds/executor",schemaPath:"#/properties/builds/properties/executor/enum",keyword:"enum",params:{allowedValues: schema11.properties.builds.properties.executor.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.builds.properties.executor.enum,parentSchema:schema11.properties.builds.properties.executor,data:data64};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data63.registry !== undefined){
let data65 = data63.registry;
if(typeof data65 !== "string"){
const err136 = {instancePath:instancePath+"/builds/registry",schemaPath:"#/properties/builds/properties/registry/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.registry.type,parentSchema:schema11.properties.builds.properties.registry,data:data65};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
let data66 = data63.insecureRegistries;
if(Array.isArray(data66)){
const len2 = data66.length;
for(let i2=0; i2<len2; i2++){
let data67 = data66[i2];
if(typeof data67 !== "string"){
const err137 = {instancePath:instancePath+"/builds/insecureRegistries/" + i2,schemaPath:"#/properties/builds/properties/insecureRegistries/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.insecureRegistries.items.type,parentSchema:schema11.properties.builds.properties.insecureRegistries.items,data:data67};
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
const err138 = {instancePath:instancePath+"/builds/insecureRegistries",schemaPath:"#/properties/builds/properties/insecureRegistries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.builds.properties.insecureRegistries.type,parentSchema:schema11.properties.builds.properties.insecureRegistries,data:data66};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
let data68 = data63.maxRunning;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err139 = {instancePath:instancePath+"/builds/maxRunning",schemaPath:"#/properties/builds/properties/maxRunning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.builds.properties.maxRunning.type,parentSchema:schema11.properties.builds.properties.maxRunning,data:data68};
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
const err140 = {instancePath:instancePath+"/builds/maxRunning",schemaPath:"#/properties/builds/properties/maxRunning/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64",schema:64,parentSchema:schema11.properties.builds.properties.maxRunning,data:data68};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data68 < 1 || isNaN(data68)){
const err141 = {instancePath:instancePath+"/builds/maxRunning",schemaPath:"#/properties/builds/properties/maxRunning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.builds.properties.maxRunning,data:data68};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
let data69 = data63.logLimitBytes;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err142 = {instancePath:instancePath+"/builds/logLimitBytes",schemaPath:"#/properties/builds/properties/logLimitBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.builds.properties.logLimitBytes.type,parentSchema:schema11.properties.builds.properties.logLimitBytes,data:data69};
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
const err143 = {instancePath:instancePath+"/builds/logLimitBytes",schemaPath:"#/properties/builds/properties/logLimitBytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema11.properties.builds.properties.logLimitBytes,data:data69};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data69 < 4096 || isNaN(data69)){
const err144 = {instancePath:instancePath+"/builds/logLimitBytes",schemaPath:"#/properties/builds/properties/logLimitBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4096},message:"must be >= 4096",schema:4096,parentSchema:schema11.properties.builds.properties.logLimitBytes,data:data69};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
let data70 = data63.maxArchiveBytes;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err145 = {instancePath:instancePath+"/builds/maxArchiveBytes",schemaPath:"#/properties/builds/properties/maxArchiveBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.builds.properties.maxArchiveBytes.type,parentSchema:schema11.properties.builds.properties.maxArchiveBytes,data:data70};
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
const err146 = {instancePath:instancePath+"/builds/maxArchiveBytes",schemaPath:"#/properties/builds/properties/maxArchiveBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024",schema:1024,parentSchema:schema11.properties.builds.properties.maxArchiveBytes,data:data70};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
let data71 = data63.cache;
if(typeof data71 !== "boolean"){
const err147 = {instancePath:instancePath+"/builds/cache",schemaPath:"#/properties/builds/properties/cache/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.builds.properties.cache.type,parentSchema:schema11.properties.builds.properties.cache,data:data71};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
let data72 = data63.cluster;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.nodeSelector === undefined){
data72.nodeSelector = {};
}
if(data72.tolerations === undefined){
data72.tolerations = [];
}
if(data72.hostNetwork === undefined){
data72.hostNetwork = false;
}
if(data72.contextListen === undefined){
data72.contextListen = "127.0.0.1:0";
}
for(const key16 in data72){
if(!((((((key16 === "builderImage") || (key16 === "nodeSelector")) || (key16 === "tolerations")) || (key16 === "hostNetwork")) || (key16 === "contextListen")) || (key16 === "contextAdvertisedHost"))){
const err148 = {instancePath:instancePath+"/builds/cluster",schemaPath:"#/properties/builds/properties/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.builds.properties.cluster,data:data72};
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
const err149 = {instancePath:instancePath+"/builds/cluster/builderImage",schemaPath:"#/properties/builds/properties/cluster/properties/builderImage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.builderImage.type,parentSchema:schema11.properties.builds.properties.cluster.properties.builderImage,data:data73};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
let data74 = data72.nodeSelector;
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
for(const key17 in data74){
let data75 = data74[key17];
if(typeof data75 !== "string"){
const err150 = {instancePath:instancePath+"/builds/cluster/nodeSelector/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/builds/properties/cluster/properties/nodeSelector/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.nodeSelector.additionalProperties.type,parentSchema:schema11.properties.builds.properties.cluster.properties.nodeSelector.additionalProperties,data:data75};
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
const err151 = {instancePath:instancePath+"/builds/cluster/nodeSelector",schemaPath:"#/properties/builds/properties/cluster/properties/nodeSelector/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.builds.properties.cluster.properties.nodeSelector.type,parentSchema:schema11.properties.builds.properties.cluster.properties.nodeSelector,data:data74};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
let data76 = data72.tolerations;
if(Array.isArray(data76)){
const len3 = data76.length;
for(let i3=0; i3<len3; i3++){
let data77 = data76[i3];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
for(const key18 in data77){
if(!((((key18 === "key") || (key18 === "operator")) || (key18 === "value")) || (key18 === "effect"))){
const err152 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3,schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items,data:data77};
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
const err153 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/key",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.key.type,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.key,data:data78};
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
const err154 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/operator",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.operator.type,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.operator,data:data79};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(!((data79 === "Exists") || (data79 === "Equal"))){
const err155 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/operator",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.operator.enum,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.operator,data:data79};
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
const err156 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/value",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.value.type,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.value,data:data80};
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
const err157 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/effect",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.effect.type,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.effect,data:data81};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(!(((data81 === "NoSchedule") || (data81 === "PreferNoSchedule")) || (data81 === "NoExecute"))){
const err158 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3+"/effect",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.effect.enum,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items.properties.effect,data:data81};
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
const err159 = {instancePath:instancePath+"/builds/cluster/tolerations/" + i3,schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.builds.properties.cluster.properties.tolerations.items.type,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations.items,data:data77};
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
const err160 = {instancePath:instancePath+"/builds/cluster/tolerations",schemaPath:"#/properties/builds/properties/cluster/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.builds.properties.cluster.properties.tolerations.type,parentSchema:schema11.properties.builds.properties.cluster.properties.tolerations,data:data76};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
let data82 = data72.hostNetwork;
if(typeof data82 !== "boolean"){
const err161 = {instancePath:instancePath+"/builds/cluster/hostNetwork",schemaPath:"#/properties/builds/properties/cluster/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.builds.properties.cluster.properties.hostNetwork.type,parentSchema:schema11.properties.builds.properties.cluster.properties.hostNetwork,data:data82};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
let data83 = data72.contextListen;
if(typeof data83 !== "string"){
const err162 = {instancePath:instancePath+"/builds/cluster/contextListen",schemaPath:"#/properties/builds/properties/cluster/properties/contextListen/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.contextListen.type,parentSchema:schema11.properties.builds.properties.cluster.properties.contextListen,data:data83};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(data72.contextAdvertisedHost !== undefined){
let data84 = data72.contextAdvertisedHost;
if(typeof data84 !== "string"){
const err163 = {instancePath:instancePath+"/builds/cluster/contextAdvertisedHost",schemaPath:"#/properties/builds/properties/cluster/properties/contextAdvertisedHost/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.builds.properties.cluster.properties.contextAdvertisedHost.type,parentSchema:schema11.properties.builds.properties.cluster.properties.contextAdvertisedHost,data:data84};
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
const err164 = {instancePath:instancePath+"/builds/cluster",schemaPath:"#/properties/builds/properties/cluster/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.builds.properties.cluster.type,parentSchema:schema11.properties.builds.properties.cluster,data:data72};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/builds",schemaPath:"#/properties/builds/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.builds.type,parentSchema:schema11.properties.builds,data:data63};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
let data85 = data.containers;
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
if(data85.enabled === undefined){
data85.enabled = true;
}
if(data85.rateLimit === undefined){
data85.rateLimit = {};
}
if(data85.maxBodyBytes === undefined){
data85.maxBodyBytes = 65536;
}
if(data85.nodeSelector === undefined){
data85.nodeSelector = {};
}
if(data85.tolerations === undefined){
data85.tolerations = [];
}
for(const key19 in data85){
if(!(((((key19 === "enabled") || (key19 === "rateLimit")) || (key19 === "maxBodyBytes")) || (key19 === "nodeSelector")) || (key19 === "tolerations"))){
const err166 = {instancePath:instancePath+"/containers",schemaPath:"#/properties/containers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.containers,data:data85};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
let data86 = data85.enabled;
if(typeof data86 !== "boolean"){
const err167 = {instancePath:instancePath+"/containers/enabled",schemaPath:"#/properties/containers/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.containers.properties.enabled.type,parentSchema:schema11.properties.containers.properties.enabled,data:data86};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
let data87 = data85.rateLimit;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
if(data87.perSecond === undefined){
data87.perSecond = 1;
}
if(data87.burst === undefined){
data87.burst = 20;
}
for(const key20 in data87){
if(!((key20 === "perSecond") || (key20 === "burst"))){
const err168 = {instancePath:instancePath+"/containers/rateLimit",schemaPath:"#/properties/containers/properties/rateLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.containers.properties.rateLimit,data:data87};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
let data88 = data87.perSecond;
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 <= 0 || isNaN(data88)){
const err169 = {instancePath:instancePath+"/containers/rateLimit/perSecond",schemaPath:"#/properties/containers/properties/rateLimit/properties/perSecond/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.containers.properties.rateLimit.properties.perSecond,data:data88};
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
const err170 = {instancePath:instancePath+"/containers/rateLimit/perSecond",schemaPath:"#/properties/containers/properties/rateLimit/properties/perSecond/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.containers.properties.rateLimit.properties.perSecond.type,parentSchema:schema11.properties.containers.properties.rateLimit.properties.perSecond,data:data88};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
let data89 = data87.burst;
if(!(((typeof data89 == "number") && (!(data89 % 1) && !isNaN(data89))) && (isFinite(data89)))){
const err171 = {instancePath:instancePath+"/containers/rateLimit/burst",schemaPath:"#/properties/containers/properties/rateLimit/properties/burst/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.containers.properties.rateLimit.properties.burst.type,parentSchema:schema11.properties.containers.properties.rateLimit.properties.burst,data:data89};
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
const err172 = {instancePath:instancePath+"/containers/rateLimit/burst",schemaPath:"#/properties/containers/properties/rateLimit/properties/burst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.containers.properties.rateLimit.properties.burst,data:data89};
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
else {
const err173 = {instancePath:instancePath+"/containers/rateLimit",schemaPath:"#/properties/containers/properties/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.containers.properties.rateLimit.type,parentSchema:schema11.properties.containers.properties.rateLimit,data:data87};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
let data90 = data85.maxBodyBytes;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
const err174 = {instancePath:instancePath+"/containers/maxBodyBytes",schemaPath:"#/properties/containers/properties/maxBodyBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.containers.properties.maxBodyBytes.type,parentSchema:schema11.properties.containers.properties.maxBodyBytes,data:data90};
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
const err175 = {instancePath:instancePath+"/containers/maxBodyBytes",schemaPath:"#/properties/containers/properties/maxBodyBytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576",schema:1048576,parentSchema:schema11.properties.containers.properties.maxBodyBytes,data:data90};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(data90 < 1024 || isNaN(data90)){
const err176 = {instancePath:instancePath+"/containers/maxBodyBytes",schemaPath:"#/properties/containers/properties/maxBodyBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024",schema:1024,parentSchema:schema11.properties.containers.properties.maxBodyBytes,data:data90};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
let data91 = data85.nodeSelector;
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
for(const key21 in data91){
let data92 = data91[key21];
if(typeof data92 !== "string"){
const err177 = {instancePath:instancePath+"/containers/nodeSelector/" + key21.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/containers/properties/nodeSelector/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.containers.properties.nodeSelector.additionalProperties.type,parentSchema:schema11.properties.containers.properties.nodeSelector.additionalProperties,data:data92};
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
const err178 = {instancePath:instancePath+"/containers/nodeSelector",schemaPath:"#/properties/containers/properties/nodeSelector/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.containers.properties.nodeSelector.type,parentSchema:schema11.properties.containers.properties.nodeSelector,data:data91};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
let data93 = data85.tolerations;
if(Array.isArray(data93)){
const len4 = data93.length;
for(let i4=0; i4<len4; i4++){
let data94 = data93[i4];
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
for(const key22 in data94){
if(!((((key22 === "key") || (key22 === "operator")) || (key22 === "value")) || (key22 === "effect"))){
const err179 = {instancePath:instancePath+"/containers/tolerations/" + i4,schemaPath:"#/properties/containers/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.containers.properties.tolerations.items,data:data94};
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
const err180 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/key",schemaPath:"#/properties/containers/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.containers.properties.tolerations.items.properties.key.type,parentSchema:schema11.properties.containers.properties.tolerations.items.properties.key,data:data95};
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
const err181 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/operator",schemaPath:"#/properties/containers/properties/tolerations/items/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.containers.properties.tolerations.items.properties.operator.type,parentSchema:schema11.properties.containers.properties.tolerations.items.properties.operator,data:data96};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(!((data96 === "Exists") || (data96 === "Equal"))){
const err182 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/operator",schemaPath:"#/properties/containers/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema11.properties.containers.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.containers.properties.tolerations.items.properties.operator.enum,parentSchema:schema11.properties.containers.properties.tolerations.items.properties.operator,data:data96};
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
const err183 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/value",schemaPath:"#/properties/containers/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.containers.properties.tolerations.items.properties.value.type,parentSchema:schema11.properties.containers.properties.tolerations.items.properties.value,data:data97};
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
const err184 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/effect",schemaPath:"#/properties/containers/properties/tolerations/items/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.containers.properties.tolerations.items.properties.effect.type,parentSchema:schema11.properties.containers.properties.tolerations.items.properties.effect,data:data98};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(!(((data98 === "NoSchedule") || (data98 === "PreferNoSchedule")) || (data98 === "NoExecute"))){
const err185 = {instancePath:instancePath+"/containers/tolerations/" + i4+"/effect",schemaPath:"#/properties/containers/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema11.properties.containers.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.containers.properties.tolerations.items.properties.effect.enum,parentSchema:schema11.properties.containers.properties.tolerations.items.properties.effect,data:data98};
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
const err186 = {instancePath:instancePath+"/containers/tolerations/" + i4,schemaPath:"#/properties/containers/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.containers.properties.tolerations.items.type,parentSchema:schema11.properties.containers.properties.tolerations.items,data:data94};
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
const err187 = {instancePath:instancePath+"/containers/tolerations",schemaPath:"#/properties/containers/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.containers.properties.tolerations.type,parentSchema:schema11.properties.containers.properties.tolerations,data:data93};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
else {
const err188 = {instancePath:instancePath+"/containers",schemaPath:"#/properties/containers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.containers.type,parentSchema:schema11.properties.containers,data:data85};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(data.forge !== undefined){
let data99 = data.forge;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.kind === undefined){
const err189 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema11.properties.forge.required,parentSchema:schema11.properties.forge,data:data99};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(data99.tokenFile === undefined){
const err190 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/required",keyword:"required",params:{missingProperty: "tokenFile"},message:"must have required property '"+"tokenFile"+"'",schema:schema11.properties.forge.required,parentSchema:schema11.properties.forge,data:data99};
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
const err191 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.forge,data:data99};
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
const err192 = {instancePath:instancePath+"/forge/kind",schemaPath:"#/properties/forge/properties/kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.forge.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.forge.properties.kind.enum,parentSchema:schema11.properties.forge.properties.kind,data:data100};
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
if(!pattern1.test(data101)){
const err193 = {instancePath:instancePath+"/forge/apiUrl",schemaPath:"#/properties/forge/properties/apiUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema11.properties.forge.properties.apiUrl,data:data101};
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
const err194 = {instancePath:instancePath+"/forge/apiUrl",schemaPath:"#/properties/forge/properties/apiUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.forge.properties.apiUrl.type,parentSchema:schema11.properties.forge.properties.apiUrl,data:data101};
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
const err195 = {instancePath:instancePath+"/forge/tokenFile",schemaPath:"#/properties/forge/properties/tokenFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.forge.properties.tokenFile.type,parentSchema:schema11.properties.forge.properties.tokenFile,data:data102};
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
const err196 = {instancePath:instancePath+"/forge",schemaPath:"#/properties/forge/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.forge.type,parentSchema:schema11.properties.forge,data:data99};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
let data103 = data.pulls;
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
if(data103.enabled === undefined){
data103.enabled = true;
}
if(data103.planTimeout === undefined){
data103.planTimeout = "60s";
}
if(data103.concurrency === undefined){
data103.concurrency = 2;
}
if(data103.sweepInterval === undefined){
data103.sweepInterval = "5m";
}
if(data103.previewSettleTimeout === undefined){
data103.previewSettleTimeout = "5m";
}
for(const key24 in data103){
if(!(((((key24 === "enabled") || (key24 === "planTimeout")) || (key24 === "concurrency")) || (key24 === "sweepInterval")) || (key24 === "previewSettleTimeout"))){
const err197 = {instancePath:instancePath+"/pulls",schemaPath:"#/properties/pulls/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.pulls,data:data103};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
let data104 = data103.enabled;
if(typeof data104 !== "boolean"){
const err198 = {instancePath:instancePath+"/pulls/enabled",schemaPath:"#/properties/pulls/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.pulls.properties.enabled.type,parentSchema:schema11.properties.pulls.properties.enabled,data:data104};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
let data105 = data103.planTimeout;
if(typeof data105 === "string"){
if(!pattern2.test(data105)){
const err199 = {instancePath:instancePath+"/pulls/planTimeout",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data105};
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
const err200 = {instancePath:instancePath+"/pulls/planTimeout",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data105};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
let data106 = data103.concurrency;
if(!(((typeof data106 == "number") && (!(data106 % 1) && !isNaN(data106))) && (isFinite(data106)))){
const err201 = {instancePath:instancePath+"/pulls/concurrency",schemaPath:"#/properties/pulls/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pulls.properties.concurrency.type,parentSchema:schema11.properties.pulls.properties.concurrency,data:data106};
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
const err202 = {instancePath:instancePath+"/pulls/concurrency",schemaPath:"#/properties/pulls/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.pulls.properties.concurrency,data:data106};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
let data107 = data103.sweepInterval;
if(typeof data107 === "string"){
if(!pattern2.test(data107)){
const err203 = {instancePath:instancePath+"/pulls/sweepInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data107};
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
const err204 = {instancePath:instancePath+"/pulls/sweepInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data107};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
let data108 = data103.previewSettleTimeout;
if(typeof data108 === "string"){
if(!pattern2.test(data108)){
const err205 = {instancePath:instancePath+"/pulls/previewSettleTimeout",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data108};
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
const err206 = {instancePath:instancePath+"/pulls/previewSettleTimeout",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data108};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
else {
const err207 = {instancePath:instancePath+"/pulls",schemaPath:"#/properties/pulls/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.pulls.type,parentSchema:schema11.properties.pulls,data:data103};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
let data109 = data.events;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.enabled === undefined){
data109.enabled = true;
}
for(const key25 in data109){
if(!(key25 === "enabled")){
const err208 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.events,data:data109};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
let data110 = data109.enabled;
if(typeof data110 !== "boolean"){
const err209 = {instancePath:instancePath+"/events/enabled",schemaPath:"#/properties/events/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.events.properties.enabled.type,parentSchema:schema11.properties.events.properties.enabled,data:data110};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
else {
const err210 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.events.type,parentSchema:schema11.properties.events,data:data109};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
let data111 = data.replicas;
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
if(data111.leaderElection === undefined){
data111.leaderElection = false;
}
if(data111.shards === undefined){
data111.shards = 1;
}
if(data111.leaseNamespace === undefined){
data111.leaseNamespace = "gitshift-system";
}
if(data111.leaseDuration === undefined){
data111.leaseDuration = "10s";
}
if(data111.renewDeadline === undefined){
data111.renewDeadline = "7s";
}
if(data111.retryPeriod === undefined){
data111.retryPeriod = "2s";
}
for(const key26 in data111){
if(!(((((((key26 === "leaderElection") || (key26 === "shards")) || (key26 === "identity")) || (key26 === "leaseNamespace")) || (key26 === "leaseDuration")) || (key26 === "renewDeadline")) || (key26 === "retryPeriod"))){
const err211 = {instancePath:instancePath+"/replicas",schemaPath:"#/properties/replicas/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.replicas,data:data111};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
let data112 = data111.leaderElection;
if(typeof data112 !== "boolean"){
const err212 = {instancePath:instancePath+"/replicas/leaderElection",schemaPath:"#/properties/replicas/properties/leaderElection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.replicas.properties.leaderElection.type,parentSchema:schema11.properties.replicas.properties.leaderElection,data:data112};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
let data113 = data111.shards;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err213 = {instancePath:instancePath+"/replicas/shards",schemaPath:"#/properties/replicas/properties/shards/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.replicas.properties.shards.type,parentSchema:schema11.properties.replicas.properties.shards,data:data113};
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
const err214 = {instancePath:instancePath+"/replicas/shards",schemaPath:"#/properties/replicas/properties/shards/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256",schema:256,parentSchema:schema11.properties.replicas.properties.shards,data:data113};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
if(data113 < 1 || isNaN(data113)){
const err215 = {instancePath:instancePath+"/replicas/shards",schemaPath:"#/properties/replicas/properties/shards/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.replicas.properties.shards,data:data113};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data111.identity !== undefined){
let data114 = data111.identity;
if(typeof data114 === "string"){
if(func3(data114) > 128){
const err216 = {instancePath:instancePath+"/replicas/identity",schemaPath:"#/properties/replicas/properties/identity/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema11.properties.replicas.properties.identity,data:data114};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if(func3(data114) < 1){
const err217 = {instancePath:instancePath+"/replicas/identity",schemaPath:"#/properties/replicas/properties/identity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.replicas.properties.identity,data:data114};
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
const err218 = {instancePath:instancePath+"/replicas/identity",schemaPath:"#/properties/replicas/properties/identity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.replicas.properties.identity.type,parentSchema:schema11.properties.replicas.properties.identity,data:data114};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
let data115 = data111.leaseNamespace;
if(typeof data115 !== "string"){
const err219 = {instancePath:instancePath+"/replicas/leaseNamespace",schemaPath:"#/properties/replicas/properties/leaseNamespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.replicas.properties.leaseNamespace.type,parentSchema:schema11.properties.replicas.properties.leaseNamespace,data:data115};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
let data116 = data111.leaseDuration;
if(typeof data116 === "string"){
if(!pattern2.test(data116)){
const err220 = {instancePath:instancePath+"/replicas/leaseDuration",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data116};
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
const err221 = {instancePath:instancePath+"/replicas/leaseDuration",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data116};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
let data117 = data111.renewDeadline;
if(typeof data117 === "string"){
if(!pattern2.test(data117)){
const err222 = {instancePath:instancePath+"/replicas/renewDeadline",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data117};
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
const err223 = {instancePath:instancePath+"/replicas/renewDeadline",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data117};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
let data118 = data111.retryPeriod;
if(typeof data118 === "string"){
if(!pattern2.test(data118)){
const err224 = {instancePath:instancePath+"/replicas/retryPeriod",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema12,data:data118};
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
const err225 = {instancePath:instancePath+"/replicas/retryPeriod",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data118};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
else {
const err226 = {instancePath:instancePath+"/replicas",schemaPath:"#/properties/replicas/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.replicas.type,parentSchema:schema11.properties.replicas,data:data111};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
else {
const err227 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const Settings = validate11;
const schema27 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://gitshift.io/schemas/settings.schema.json","title":"Settings","description":"Repository settings: gitshift.yaml at the root of a config repository.","type":"object","properties":{"apiVersion":{"const":"gitshift.io/v1alpha1","description":"Optional; when given, it must be gitshift.io/v1alpha1."},"kind":{"const":"Settings","description":"Optional; when given, it must be Settings."},"name":{"type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63,"default":"default","description":"Names this config repository in the cluster. Each project's inventory records it: a project synced from a repository of another name is never taken over, and never taken for a removed project folder."},"routerSuffix":{"type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","default":"apps.local","description":"DNS suffix of generated route hosts: <route>-<project>.<routerSuffix>."},"ingress":{"title":"IngressSettings","type":"object","default":{},"properties":{"className":{"type":"string","description":"spec.ingressClassName of rendered Ingresses."},"controller":{"enum":["nginx","traefik","haproxy","openshift"],"default":"nginx","description":"Whose annotations express passthrough and reencrypt TLS."}},"additionalProperties":false},"routes":{"title":"RouteSettings","type":"object","default":{},"properties":{"mode":{"enum":["ingress","openshift"],"default":"ingress","description":"ingress renders Routes as Ingresses; openshift keeps them as Routes."}},"additionalProperties":false},"openshiftKinds":{"enum":["drop","keep"],"default":"drop","description":"OpenShift kinds gitshift does not translate (SecurityContextConstraints, OAuthClient, ClusterNetwork, ...): drop leaves them out with a warning, for plain Kubernetes; keep applies them, for OpenShift clusters."},"registries":{"type":"array","default":[],"description":"Container registries gitshift pulls from and pushes to.","items":{"title":"RegistrySettings","type":"object","required":["name","url"],"properties":{"name":{"type":"string"},"url":{"type":"string","description":"Base URL, e.g. https://registry.example.com"},"insecure":{"type":"boolean","default":false},"credentialsSecret":{"type":"string","description":"Secret holding the registry credentials."}},"additionalProperties":false}},"prune":{"title":"PruneSettings","type":"object","default":{},"properties":{"enabled":{"type":"boolean","default":true},"allowProjectDeletion":{"type":"boolean","default":false,"description":"Allow a commit to delete a whole project (its namespace)."},"maxDeleteRatio":{"type":"number","minimum":0,"maximum":1,"default":0.5,"description":"Largest share of a project's objects one commit may delete."}},"additionalProperties":false},"previews":{"title":"PreviewSettings","type":"object","default":{},"description":"A preview environment per open pull request: the PR's version of each project it changes, in a namespace of its own (gitshift serve with a forge).","properties":{"enabled":{"type":"boolean","default":false,"description":"Deploy previews of open pull requests."},"projects":{"type":"array","items":{"type":"string","minLength":1},"default":[],"description":"Projects that get previews; empty: every project (narrowed by selector)."},"selector":{"title":"PreviewSelector","type":"object","properties":{"matchLabels":{"type":"object","additionalProperties":{"type":"string"}}},"additionalProperties":false,"description":"Only projects whose Project labels match get previews."},"namespace":{"type":"string","default":"{project}-pr-{number}","pattern":"\\{number\\}","description":"The preview namespace of a project: {project} and {number} are replaced. Must contain {number}."},"hostPrefix":{"type":"string","default":"pr-{number}-","pattern":"\\{number\\}","description":"Put before each route host of a preview: {number} is replaced."},"maxConcurrent":{"type":"integer","minimum":1,"default":10,"description":"Previews (PR × project) alive at once; past it a PR's comment says it waits."},"ttl":{"$ref":"#/definitions/duration","default":"168h","description":"A preview is deleted this long after the PR's last push, unless the PR has the keep label."},"keepLabel":{"type":"string","minLength":1,"default":"keep","description":"A PR with this label keeps its preview past the ttl."},"forks":{"type":"boolean","default":false,"description":"Previews for PRs from forks without approval. When false, a maintainer's /ok-to-test comment enables one."},"forkSecrets":{"type":"boolean","default":false,"description":"Previews of fork PRs get the project's Secrets. Off: Secrets are left out of them."},"maxReplicas":{"type":"integer","minimum":0,"default":1,"description":"Replicas of each Deployment, DeploymentConfig and StatefulSet in a preview are capped at this."},"quota":{"title":"PreviewQuota","type":"object","default":{},"description":"The ResourceQuota of each preview namespace, with a LimitRange giving containers these defaults.","properties":{"cpu":{"type":"string","default":"2","description":"requests.cpu and limits.cpu of the namespace."},"memory":{"type":"string","default":"2Gi","description":"requests.memory and limits.memory of the namespace."},"pods":{"type":"integer","minimum":1,"default":10},"containerCpu":{"type":"string","default":"250m","description":"Default cpu request and limit of a container that names none."},"containerMemory":{"type":"string","default":"256Mi","description":"Default memory request and limit of a container that names none."}},"additionalProperties":false}},"additionalProperties":false},"keystone":{"title":"KeystoneSettings","type":"object","description":"OpenStack Keystone (identity v3) as the source of who is who: Projects may name Keystone users and groups as members and follow a Keystone project's role assignments; serve's API takes Keystone tokens (X-Auth-Token).","required":["url","serviceUser"],"properties":{"url":{"type":"string","pattern":"^https?://","description":"Keystone's identity endpoint, e.g. https://keystone.example.com:5000/v3 (a trailing /v3 may be left out)."},"domain":{"type":"string","minLength":1,"default":"Default","description":"The Keystone domain (by name) of the users, groups and projects a Project names."},"serviceUser":{"title":"KeystoneServiceUser","type":"object","description":"The user serve validates tokens and reads role assignments as. Its name and password are read from files on serve's machine, never written here.","required":["nameFile","passwordFile"],"properties":{"nameFile":{"type":"string","minLength":1,"description":"A file holding the service user's name."},"passwordFile":{"type":"string","minLength":1,"description":"A file holding the service user's password."},"domain":{"type":"string","minLength":1,"description":"The service user's domain (by name). Default: keystone.domain."},"project":{"type":"string","minLength":1,"description":"A project (by name, in the service user's domain) its token is scoped to, e.g. service. Without it the token is system-scoped."}},"additionalProperties":false},"roles":{"type":"object","default":{"reader":"view","member":"edit","admin":"admin"},"description":"Keystone role name -> gitshift role (view, edit, admin). Roles Keystone implies (admin implies member implies reader after bootstrap) count too; the highest mapped role wins.","additionalProperties":{"enum":["view","edit","admin"]}},"tokenCacheTtl":{"$ref":"#/definitions/duration","default":"30s","description":"How long a validated token is trusted before Keystone is asked again (never past the token's expiry): the longest a revoked token may still be taken."},"followInterval":{"$ref":"#/definitions/duration","default":"5m","description":"How often serve reads the role assignments of each Project's spec.keystone.project and commits them into spec.keystone.assignments when they changed (the RoleBindings follow through Git). 0s: never."}},"additionalProperties":false},"selfHeal":{"type":"boolean","default":true,"description":"Re-apply fields changed in the cluster behind Git's back."},"validation":{"title":"ValidationSettings","type":"object","default":{},"properties":{"unknownFields":{"enum":["warn","error"],"default":"warn","description":"A field the schema of an OpenShift kind does not know: warn (the API server drops it and oc accepts the file) or error (as gitshift's --strict flag)."},"references":{"enum":["warn","error"],"default":"warn","description":"A reference to an object the repository does not define (a Route's Service, an image change trigger's, a tracked tag's or a build output's ImageStream or tag): warn (the API server admits it and OpenShift resolves it once the object exists) or error (as gitshift's --strict flag). Tags tracking each other in a circle are always errors."}},"additionalProperties":false}},"additionalProperties":false,"definitions":{"duration":{"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."}}};
const schema28 = {"type":"string","pattern":"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$","description":"A duration, as Go's time.ParseDuration reads it, in h, m, s and ms: 500ms, 30s, 5m, 1h30m, 2.5s. A bare whole number is seconds."};
const pattern14 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern15 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$", "u");
const pattern16 = new RegExp("\\{number\\}", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://gitshift.io/schemas/settings.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
data.name = "default";
}
if(data.routerSuffix === undefined){
data.routerSuffix = "apps.local";
}
if(data.ingress === undefined){
data.ingress = {};
}
if(data.routes === undefined){
data.routes = {};
}
if(data.openshiftKinds === undefined){
data.openshiftKinds = "drop";
}
if(data.registries === undefined){
data.registries = [];
}
if(data.prune === undefined){
data.prune = {};
}
if(data.previews === undefined){
data.previews = {};
}
if(data.selfHeal === undefined){
data.selfHeal = true;
}
if(data.validation === undefined){
data.validation = {};
}
for(const key0 in data){
if(!(func2.call(schema27.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
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
const err1 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "gitshift.io/v1alpha1"},message:"must be equal to constant",schema:"gitshift.io/v1alpha1",parentSchema:schema27.properties.apiVersion,data:data0};
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
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "Settings"},message:"must be equal to constant",schema:"Settings",parentSchema:schema27.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data.name;
if(typeof data2 === "string"){
if(func3(data2) > 63){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema27.properties.name,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern14.test(data2)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",parentSchema:schema27.properties.name,data:data2};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.name.type,parentSchema:schema27.properties.name,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data3 = data.routerSuffix;
if(typeof data3 === "string"){
if(!pattern15.test(data3)){
const err6 = {instancePath:instancePath+"/routerSuffix",schemaPath:"#/properties/routerSuffix/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",parentSchema:schema27.properties.routerSuffix,data:data3};
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
const err7 = {instancePath:instancePath+"/routerSuffix",schemaPath:"#/properties/routerSuffix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.routerSuffix.type,parentSchema:schema27.properties.routerSuffix,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data4 = data.ingress;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.controller === undefined){
data4.controller = "nginx";
}
for(const key1 in data4){
if(!((key1 === "className") || (key1 === "controller"))){
const err8 = {instancePath:instancePath+"/ingress",schemaPath:"#/properties/ingress/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.ingress,data:data4};
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
const err9 = {instancePath:instancePath+"/ingress/className",schemaPath:"#/properties/ingress/properties/className/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.ingress.properties.className.type,parentSchema:schema27.properties.ingress.properties.className,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data6 = data4.controller;
if(!((((data6 === "nginx") || (data6 === "traefik")) || (data6 === "haproxy")) || (data6 === "openshift"))){
const err10 = {instancePath:instancePath+"/ingress/controller",schemaPath:"#/properties/ingress/properties/controller/enum",keyword:"enum",params:{allowedValues: schema27.properties.ingress.properties.controller.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.ingress.properties.controller.enum,parentSchema:schema27.properties.ingress.properties.controller,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/ingress",schemaPath:"#/properties/ingress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.ingress.type,parentSchema:schema27.properties.ingress,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data7 = data.routes;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.mode === undefined){
data7.mode = "ingress";
}
for(const key2 in data7){
if(!(key2 === "mode")){
const err12 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.routes,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let data8 = data7.mode;
if(!((data8 === "ingress") || (data8 === "openshift"))){
const err13 = {instancePath:instancePath+"/routes/mode",schemaPath:"#/properties/routes/properties/mode/enum",keyword:"enum",params:{allowedValues: schema27.properties.routes.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.routes.properties.mode.enum,parentSchema:schema27.properties.routes.properties.mode,data:data8};
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
const err14 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.routes.type,parentSchema:schema27.properties.routes,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
let data9 = data.openshiftKinds;
if(!((data9 === "drop") || (data9 === "keep"))){
const err15 = {instancePath:instancePath+"/openshiftKinds",schemaPath:"#/properties/openshiftKinds/enum",keyword:"enum",params:{allowedValues: schema27.properties.openshiftKinds.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.openshiftKinds.enum,parentSchema:schema27.properties.openshiftKinds,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data10 = data.registries;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.insecure === undefined){
data11.insecure = false;
}
if(data11.name === undefined){
const err16 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema27.properties.registries.items.required,parentSchema:schema27.properties.registries.items,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data11.url === undefined){
const err17 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema27.properties.registries.items.required,parentSchema:schema27.properties.registries.items,data:data11};
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
const err18 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.registries.items,data:data11};
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
const err19 = {instancePath:instancePath+"/registries/" + i0+"/name",schemaPath:"#/properties/registries/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.registries.items.properties.name.type,parentSchema:schema27.properties.registries.items.properties.name,data:data12};
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
const err20 = {instancePath:instancePath+"/registries/" + i0+"/url",schemaPath:"#/properties/registries/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.registries.items.properties.url.type,parentSchema:schema27.properties.registries.items.properties.url,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
let data14 = data11.insecure;
if(typeof data14 !== "boolean"){
const err21 = {instancePath:instancePath+"/registries/" + i0+"/insecure",schemaPath:"#/properties/registries/items/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.registries.items.properties.insecure.type,parentSchema:schema27.properties.registries.items.properties.insecure,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data11.credentialsSecret !== undefined){
let data15 = data11.credentialsSecret;
if(typeof data15 !== "string"){
const err22 = {instancePath:instancePath+"/registries/" + i0+"/credentialsSecret",schemaPath:"#/properties/registries/items/properties/credentialsSecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.registries.items.properties.credentialsSecret.type,parentSchema:schema27.properties.registries.items.properties.credentialsSecret,data:data15};
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
const err23 = {instancePath:instancePath+"/registries/" + i0,schemaPath:"#/properties/registries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.registries.items.type,parentSchema:schema27.properties.registries.items,data:data11};
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
const err24 = {instancePath:instancePath+"/registries",schemaPath:"#/properties/registries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema27.properties.registries.type,parentSchema:schema27.properties.registries,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
let data16 = data.prune;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.enabled === undefined){
data16.enabled = true;
}
if(data16.allowProjectDeletion === undefined){
data16.allowProjectDeletion = false;
}
if(data16.maxDeleteRatio === undefined){
data16.maxDeleteRatio = 0.5;
}
for(const key4 in data16){
if(!(((key4 === "enabled") || (key4 === "allowProjectDeletion")) || (key4 === "maxDeleteRatio"))){
const err25 = {instancePath:instancePath+"/prune",schemaPath:"#/properties/prune/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.prune,data:data16};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let data17 = data16.enabled;
if(typeof data17 !== "boolean"){
const err26 = {instancePath:instancePath+"/prune/enabled",schemaPath:"#/properties/prune/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.prune.properties.enabled.type,parentSchema:schema27.properties.prune.properties.enabled,data:data17};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data18 = data16.allowProjectDeletion;
if(typeof data18 !== "boolean"){
const err27 = {instancePath:instancePath+"/prune/allowProjectDeletion",schemaPath:"#/properties/prune/properties/allowProjectDeletion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.prune.properties.allowProjectDeletion.type,parentSchema:schema27.properties.prune.properties.allowProjectDeletion,data:data18};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data19 = data16.maxDeleteRatio;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 1 || isNaN(data19)){
const err28 = {instancePath:instancePath+"/prune/maxDeleteRatio",schemaPath:"#/properties/prune/properties/maxDeleteRatio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema27.properties.prune.properties.maxDeleteRatio,data:data19};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err29 = {instancePath:instancePath+"/prune/maxDeleteRatio",schemaPath:"#/properties/prune/properties/maxDeleteRatio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema27.properties.prune.properties.maxDeleteRatio,data:data19};
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
const err30 = {instancePath:instancePath+"/prune/maxDeleteRatio",schemaPath:"#/properties/prune/properties/maxDeleteRatio/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema27.properties.prune.properties.maxDeleteRatio.type,parentSchema:schema27.properties.prune.properties.maxDeleteRatio,data:data19};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/prune",schemaPath:"#/properties/prune/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.prune.type,parentSchema:schema27.properties.prune,data:data16};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
let data20 = data.previews;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.enabled === undefined){
data20.enabled = false;
}
if(data20.projects === undefined){
data20.projects = [];
}
if(data20.namespace === undefined){
data20.namespace = "{project}-pr-{number}";
}
if(data20.hostPrefix === undefined){
data20.hostPrefix = "pr-{number}-";
}
if(data20.maxConcurrent === undefined){
data20.maxConcurrent = 10;
}
if(data20.ttl === undefined){
data20.ttl = "168h";
}
if(data20.keepLabel === undefined){
data20.keepLabel = "keep";
}
if(data20.forks === undefined){
data20.forks = false;
}
if(data20.forkSecrets === undefined){
data20.forkSecrets = false;
}
if(data20.maxReplicas === undefined){
data20.maxReplicas = 1;
}
if(data20.quota === undefined){
data20.quota = {};
}
for(const key5 in data20){
if(!(func2.call(schema27.properties.previews.properties, key5))){
const err32 = {instancePath:instancePath+"/previews",schemaPath:"#/properties/previews/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.previews,data:data20};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
let data21 = data20.enabled;
if(typeof data21 !== "boolean"){
const err33 = {instancePath:instancePath+"/previews/enabled",schemaPath:"#/properties/previews/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.previews.properties.enabled.type,parentSchema:schema27.properties.previews.properties.enabled,data:data21};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
let data22 = data20.projects;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(typeof data23 === "string"){
if(func3(data23) < 1){
const err34 = {instancePath:instancePath+"/previews/projects/" + i1,schemaPath:"#/properties/previews/properties/projects/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.previews.properties.projects.items,data:data23};
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
const err35 = {instancePath:instancePath+"/previews/projects/" + i1,schemaPath:"#/properties/previews/properties/projects/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.projects.items.type,parentSchema:schema27.properties.previews.properties.projects.items,data:data23};
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
const err36 = {instancePath:instancePath+"/previews/projects",schemaPath:"#/properties/previews/properties/projects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema27.properties.previews.properties.projects.type,parentSchema:schema27.properties.previews.properties.projects,data:data22};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data20.selector !== undefined){
let data24 = data20.selector;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key6 in data24){
if(!(key6 === "matchLabels")){
const err37 = {instancePath:instancePath+"/previews/selector",schemaPath:"#/properties/previews/properties/selector/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.previews.properties.selector,data:data24};
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
const err38 = {instancePath:instancePath+"/previews/selector/matchLabels/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/previews/properties/selector/properties/matchLabels/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.selector.properties.matchLabels.additionalProperties.type,parentSchema:schema27.properties.previews.properties.selector.properties.matchLabels.additionalProperties,data:data26};
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
const err39 = {instancePath:instancePath+"/previews/selector/matchLabels",schemaPath:"#/properties/previews/properties/selector/properties/matchLabels/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.previews.properties.selector.properties.matchLabels.type,parentSchema:schema27.properties.previews.properties.selector.properties.matchLabels,data:data25};
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
const err40 = {instancePath:instancePath+"/previews/selector",schemaPath:"#/properties/previews/properties/selector/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.previews.properties.selector.type,parentSchema:schema27.properties.previews.properties.selector,data:data24};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
let data27 = data20.namespace;
if(typeof data27 === "string"){
if(!pattern16.test(data27)){
const err41 = {instancePath:instancePath+"/previews/namespace",schemaPath:"#/properties/previews/properties/namespace/pattern",keyword:"pattern",params:{pattern: "\\{number\\}"},message:"must match pattern \""+"\\{number\\}"+"\"",schema:"\\{number\\}",parentSchema:schema27.properties.previews.properties.namespace,data:data27};
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
const err42 = {instancePath:instancePath+"/previews/namespace",schemaPath:"#/properties/previews/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.namespace.type,parentSchema:schema27.properties.previews.properties.namespace,data:data27};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data28 = data20.hostPrefix;
if(typeof data28 === "string"){
if(!pattern16.test(data28)){
const err43 = {instancePath:instancePath+"/previews/hostPrefix",schemaPath:"#/properties/previews/properties/hostPrefix/pattern",keyword:"pattern",params:{pattern: "\\{number\\}"},message:"must match pattern \""+"\\{number\\}"+"\"",schema:"\\{number\\}",parentSchema:schema27.properties.previews.properties.hostPrefix,data:data28};
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
const err44 = {instancePath:instancePath+"/previews/hostPrefix",schemaPath:"#/properties/previews/properties/hostPrefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.hostPrefix.type,parentSchema:schema27.properties.previews.properties.hostPrefix,data:data28};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
let data29 = data20.maxConcurrent;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err45 = {instancePath:instancePath+"/previews/maxConcurrent",schemaPath:"#/properties/previews/properties/maxConcurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.previews.properties.maxConcurrent.type,parentSchema:schema27.properties.previews.properties.maxConcurrent,data:data29};
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
const err46 = {instancePath:instancePath+"/previews/maxConcurrent",schemaPath:"#/properties/previews/properties/maxConcurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema27.properties.previews.properties.maxConcurrent,data:data29};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
let data30 = data20.ttl;
if(typeof data30 === "string"){
if(!pattern2.test(data30)){
const err47 = {instancePath:instancePath+"/previews/ttl",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema28,data:data30};
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
const err48 = {instancePath:instancePath+"/previews/ttl",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data30};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
let data31 = data20.keepLabel;
if(typeof data31 === "string"){
if(func3(data31) < 1){
const err49 = {instancePath:instancePath+"/previews/keepLabel",schemaPath:"#/properties/previews/properties/keepLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.previews.properties.keepLabel,data:data31};
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
const err50 = {instancePath:instancePath+"/previews/keepLabel",schemaPath:"#/properties/previews/properties/keepLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.keepLabel.type,parentSchema:schema27.properties.previews.properties.keepLabel,data:data31};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
let data32 = data20.forks;
if(typeof data32 !== "boolean"){
const err51 = {instancePath:instancePath+"/previews/forks",schemaPath:"#/properties/previews/properties/forks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.previews.properties.forks.type,parentSchema:schema27.properties.previews.properties.forks,data:data32};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
let data33 = data20.forkSecrets;
if(typeof data33 !== "boolean"){
const err52 = {instancePath:instancePath+"/previews/forkSecrets",schemaPath:"#/properties/previews/properties/forkSecrets/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.previews.properties.forkSecrets.type,parentSchema:schema27.properties.previews.properties.forkSecrets,data:data33};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
let data34 = data20.maxReplicas;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err53 = {instancePath:instancePath+"/previews/maxReplicas",schemaPath:"#/properties/previews/properties/maxReplicas/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.previews.properties.maxReplicas.type,parentSchema:schema27.properties.previews.properties.maxReplicas,data:data34};
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
const err54 = {instancePath:instancePath+"/previews/maxReplicas",schemaPath:"#/properties/previews/properties/maxReplicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema27.properties.previews.properties.maxReplicas,data:data34};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
let data35 = data20.quota;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.cpu === undefined){
data35.cpu = "2";
}
if(data35.memory === undefined){
data35.memory = "2Gi";
}
if(data35.pods === undefined){
data35.pods = 10;
}
if(data35.containerCpu === undefined){
data35.containerCpu = "250m";
}
if(data35.containerMemory === undefined){
data35.containerMemory = "256Mi";
}
for(const key8 in data35){
if(!(((((key8 === "cpu") || (key8 === "memory")) || (key8 === "pods")) || (key8 === "containerCpu")) || (key8 === "containerMemory"))){
const err55 = {instancePath:instancePath+"/previews/quota",schemaPath:"#/properties/previews/properties/quota/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.previews.properties.quota,data:data35};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
let data36 = data35.cpu;
if(typeof data36 !== "string"){
const err56 = {instancePath:instancePath+"/previews/quota/cpu",schemaPath:"#/properties/previews/properties/quota/properties/cpu/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.quota.properties.cpu.type,parentSchema:schema27.properties.previews.properties.quota.properties.cpu,data:data36};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
let data37 = data35.memory;
if(typeof data37 !== "string"){
const err57 = {instancePath:instancePath+"/previews/quota/memory",schemaPath:"#/properties/previews/properties/quota/properties/memory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.quota.properties.memory.type,parentSchema:schema27.properties.previews.properties.quota.properties.memory,data:data37};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
let data38 = data35.pods;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err58 = {instancePath:instancePath+"/previews/quota/pods",schemaPath:"#/properties/previews/properties/quota/properties/pods/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.previews.properties.quota.properties.pods.type,parentSchema:schema27.properties.previews.properties.quota.properties.pods,data:data38};
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
const err59 = {instancePath:instancePath+"/previews/quota/pods",schemaPath:"#/properties/previews/properties/quota/properties/pods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema27.properties.previews.properties.quota.properties.pods,data:data38};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
let data39 = data35.containerCpu;
if(typeof data39 !== "string"){
const err60 = {instancePath:instancePath+"/previews/quota/containerCpu",schemaPath:"#/properties/previews/properties/quota/properties/containerCpu/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.quota.properties.containerCpu.type,parentSchema:schema27.properties.previews.properties.quota.properties.containerCpu,data:data39};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
let data40 = data35.containerMemory;
if(typeof data40 !== "string"){
const err61 = {instancePath:instancePath+"/previews/quota/containerMemory",schemaPath:"#/properties/previews/properties/quota/properties/containerMemory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.previews.properties.quota.properties.containerMemory.type,parentSchema:schema27.properties.previews.properties.quota.properties.containerMemory,data:data40};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/previews/quota",schemaPath:"#/properties/previews/properties/quota/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.previews.properties.quota.type,parentSchema:schema27.properties.previews.properties.quota,data:data35};
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
const err63 = {instancePath:instancePath+"/previews",schemaPath:"#/properties/previews/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.previews.type,parentSchema:schema27.properties.previews,data:data20};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data.keystone !== undefined){
let data41 = data.keystone;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.domain === undefined){
data41.domain = "Default";
}
if(data41.roles === undefined){
data41.roles = {"reader":"view","member":"edit","admin":"admin"};
}
if(data41.tokenCacheTtl === undefined){
data41.tokenCacheTtl = "30s";
}
if(data41.followInterval === undefined){
data41.followInterval = "5m";
}
if(data41.url === undefined){
const err64 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema27.properties.keystone.required,parentSchema:schema27.properties.keystone,data:data41};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data41.serviceUser === undefined){
const err65 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/required",keyword:"required",params:{missingProperty: "serviceUser"},message:"must have required property '"+"serviceUser"+"'",schema:schema27.properties.keystone.required,parentSchema:schema27.properties.keystone,data:data41};
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
const err66 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.keystone,data:data41};
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
if(!pattern1.test(data42)){
const err67 = {instancePath:instancePath+"/keystone/url",schemaPath:"#/properties/keystone/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema27.properties.keystone.properties.url,data:data42};
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
const err68 = {instancePath:instancePath+"/keystone/url",schemaPath:"#/properties/keystone/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.keystone.properties.url.type,parentSchema:schema27.properties.keystone.properties.url,data:data42};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
let data43 = data41.domain;
if(typeof data43 === "string"){
if(func3(data43) < 1){
const err69 = {instancePath:instancePath+"/keystone/domain",schemaPath:"#/properties/keystone/properties/domain/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.keystone.properties.domain,data:data43};
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
const err70 = {instancePath:instancePath+"/keystone/domain",schemaPath:"#/properties/keystone/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.keystone.properties.domain.type,parentSchema:schema27.properties.keystone.properties.domain,data:data43};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data41.serviceUser !== undefined){
let data44 = data41.serviceUser;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.nameFile === undefined){
const err71 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/required",keyword:"required",params:{missingProperty: "nameFile"},message:"must have required property '"+"nameFile"+"'",schema:schema27.properties.keystone.properties.serviceUser.required,parentSchema:schema27.properties.keystone.properties.serviceUser,data:data44};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data44.passwordFile === undefined){
const err72 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/required",keyword:"required",params:{missingProperty: "passwordFile"},message:"must have required property '"+"passwordFile"+"'",schema:schema27.properties.keystone.properties.serviceUser.required,parentSchema:schema27.properties.keystone.properties.serviceUser,data:data44};
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
const err73 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.keystone.properties.serviceUser,data:data44};
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
if(func3(data45) < 1){
const err74 = {instancePath:instancePath+"/keystone/serviceUser/nameFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/nameFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.nameFile,data:data45};
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
const err75 = {instancePath:instancePath+"/keystone/serviceUser/nameFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/nameFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.keystone.properties.serviceUser.properties.nameFile.type,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.nameFile,data:data45};
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
if(func3(data46) < 1){
const err76 = {instancePath:instancePath+"/keystone/serviceUser/passwordFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/passwordFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.passwordFile,data:data46};
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
const err77 = {instancePath:instancePath+"/keystone/serviceUser/passwordFile",schemaPath:"#/properties/keystone/properties/serviceUser/properties/passwordFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.keystone.properties.serviceUser.properties.passwordFile.type,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.passwordFile,data:data46};
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
if(func3(data47) < 1){
const err78 = {instancePath:instancePath+"/keystone/serviceUser/domain",schemaPath:"#/properties/keystone/properties/serviceUser/properties/domain/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.domain,data:data47};
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
const err79 = {instancePath:instancePath+"/keystone/serviceUser/domain",schemaPath:"#/properties/keystone/properties/serviceUser/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.keystone.properties.serviceUser.properties.domain.type,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.domain,data:data47};
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
if(func3(data48) < 1){
const err80 = {instancePath:instancePath+"/keystone/serviceUser/project",schemaPath:"#/properties/keystone/properties/serviceUser/properties/project/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.project,data:data48};
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
const err81 = {instancePath:instancePath+"/keystone/serviceUser/project",schemaPath:"#/properties/keystone/properties/serviceUser/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.keystone.properties.serviceUser.properties.project.type,parentSchema:schema27.properties.keystone.properties.serviceUser.properties.project,data:data48};
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
const err82 = {instancePath:instancePath+"/keystone/serviceUser",schemaPath:"#/properties/keystone/properties/serviceUser/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.keystone.properties.serviceUser.type,parentSchema:schema27.properties.keystone.properties.serviceUser,data:data44};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
let data49 = data41.roles;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
for(const key11 in data49){
let data50 = data49[key11];
if(!(((data50 === "view") || (data50 === "edit")) || (data50 === "admin"))){
const err83 = {instancePath:instancePath+"/keystone/roles/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/keystone/properties/roles/additionalProperties/enum",keyword:"enum",params:{allowedValues: schema27.properties.keystone.properties.roles.additionalProperties.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.keystone.properties.roles.additionalProperties.enum,parentSchema:schema27.properties.keystone.properties.roles.additionalProperties,data:data50};
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
const err84 = {instancePath:instancePath+"/keystone/roles",schemaPath:"#/properties/keystone/properties/roles/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.keystone.properties.roles.type,parentSchema:schema27.properties.keystone.properties.roles,data:data49};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
let data51 = data41.tokenCacheTtl;
if(typeof data51 === "string"){
if(!pattern2.test(data51)){
const err85 = {instancePath:instancePath+"/keystone/tokenCacheTtl",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema28,data:data51};
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
const err86 = {instancePath:instancePath+"/keystone/tokenCacheTtl",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data51};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
let data52 = data41.followInterval;
if(typeof data52 === "string"){
if(!pattern2.test(data52)){
const err87 = {instancePath:instancePath+"/keystone/followInterval",schemaPath:"#/definitions/duration/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"},message:"must match pattern \""+"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$"+"\"",schema:"^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$",parentSchema:schema28,data:data52};
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
const err88 = {instancePath:instancePath+"/keystone/followInterval",schemaPath:"#/definitions/duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data52};
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
const err89 = {instancePath:instancePath+"/keystone",schemaPath:"#/properties/keystone/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.keystone.type,parentSchema:schema27.properties.keystone,data:data41};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
let data53 = data.selfHeal;
if(typeof data53 !== "boolean"){
const err90 = {instancePath:instancePath+"/selfHeal",schemaPath:"#/properties/selfHeal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.selfHeal.type,parentSchema:schema27.properties.selfHeal,data:data53};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
let data54 = data.validation;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.unknownFields === undefined){
data54.unknownFields = "warn";
}
if(data54.references === undefined){
data54.references = "warn";
}
for(const key12 in data54){
if(!((key12 === "unknownFields") || (key12 === "references"))){
const err91 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema27.properties.validation,data:data54};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
let data55 = data54.unknownFields;
if(!((data55 === "warn") || (data55 === "error"))){
const err92 = {instancePath:instancePath+"/validation/unknownFields",schemaPath:"#/properties/validation/properties/unknownFields/enum",keyword:"enum",params:{allowedValues: schema27.properties.validation.properties.unknownFields.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.validation.properties.unknownFields.enum,parentSchema:schema27.properties.validation.properties.unknownFields,data:data55};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
let data56 = data54.references;
if(!((data56 === "warn") || (data56 === "error"))){
const err93 = {instancePath:instancePath+"/validation/references",schemaPath:"#/properties/validation/properties/references/enum",keyword:"enum",params:{allowedValues: schema27.properties.validation.properties.references.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.validation.properties.references.enum,parentSchema:schema27.properties.validation.properties.references,data:data56};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.validation.type,parentSchema:schema27.properties.validation,data:data54};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

