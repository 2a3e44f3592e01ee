/* eslint-disable */
// DO NOT EDIT: generated from schemas/serve-config.schema.json by `npm run generate`.

/**
 * The configuration of `gitshift serve`: the config repository it tracks, where it listens, the cluster it reconciles and the webhook secrets. Secrets are never written here: they are read from files (or environment variables).
 */
export interface ServeConfig {
  apiVersion: 'gitshift.io/v1alpha1';
  kind: 'ServeConfig';
  /**
   * host:port of the HTTP server (webhooks, /healthz, /readyz, /status). Port 0 picks a free port.
   */
  listen?: string;
  /**
   * The URL people reach this serve at. Plan comments link to the full plan under it; without it they point to `gitshift plan` instead.
   */
  publicUrl?: string;
  /**
   * Where gitshift keeps its clone of the config repository, the write-back journal and the replay store of webhook deliveries. Default: $XDG_STATE_HOME/gitshift (~/.local/state/gitshift).
   */
  stateDir?: string;
  repository?: ServeRepository;
  writeBack?: ServeWriteBack;
  cluster?: ServeCluster;
  webhooks?: ServeWebhooks;
  /**
   * Send registry requests only to the hosts listed under registries (and builds.insecureRegistries): an ImageStream, BuildConfig or webhook naming any other host, loopback and link-local ones included, is refused with REGISTRY_HOST_REFUSED before a request leaves. Off by default so image streams may follow any public registry as OpenShift's do; turn it on where serve can reach internal services (the SSRF guard).
   */
  onlyConfiguredRegistries?: boolean;
  /**
   * How to reach the registries image streams follow. Loopback registries are reached over plain HTTP without being listed.
   */
  registries?: ServeRegistry[];
  imports?: ServeImports;
  api?: ServeApi;
  builds?: ServeBuilds;
  containers?: ServeContainers;
  forge?: ServeForge;
  pulls?: ServePulls;
  events?: ServeEvents;
  replicas?: ServeReplicas;
}
export interface ServeRepository {
  /**
   * The config repository: file://, http(s)://, ssh:// or user@host:path. Never put a token in it: use credentials.tokenFile.
   */
  url: string;
  /**
   * The tracked branch.
   */
  branch?: string;
  /**
   * The config repository's folder inside the git repository.
   */
  path?: string;
  /**
   * How often the branch is fetched. A GitHub push webhook fetches at once.
   */
  pollInterval?: string;
  credentials?: ServeGitCredentials;
}
export interface ServeGitCredentials {
  username?: string;
  /**
   * A file holding an HTTPS token.
   */
  tokenFile?: string;
  /**
   * A private key for SSH URLs.
   */
  sshKeyFile?: string;
  /**
   * known_hosts for SSH URLs; when given, unknown host keys are refused.
   */
  knownHostsFile?: string;
}
export interface ServeWriteBack {
  /**
   * Push write-back commits to this branch instead of the tracked one, and leave merging to people.
   */
  branch?: string;
  authorName?: string;
  authorEmail?: string;
  /**
   * Edits arriving within this window share one commit.
   */
  batchWindow?: string;
  /**
   * How many images each ImageStream tag keeps in status.tags[].items; older ones leave the file (Git history keeps them).
   */
  tagHistory?: number;
}
export interface ServeCluster {
  /**
   * The kubeconfig to reconcile with. Default: $KUBECONFIG; in a pod without either, its ServiceAccount (the API server from KUBERNETES_SERVICE_HOST/PORT, the token re-read as it rotates, the CA). May also name a ServiceAccount directory.
   */
  kubeconfig?: string;
  /**
   * Every project is reconciled again this often, to undo drift. 0s turns it off.
   */
  resyncInterval?: string;
  /**
   * Projects reconciled at once.
   */
  concurrency?: number;
}
export interface ServeWebhooks {
  /**
   * The GitHub webhook secret. Without one, /hooks/github answers 404.
   */
  githubSecretFile?: string;
  /**
   * The secret in /hooks/dockerhub/<secret>. Without one, the endpoint answers 404.
   */
  dockerhubSecretFile?: string;
  /**
   * The secret in /hooks/registry/<secret>. Without one, the endpoint answers 404.
   */
  registrySecretFile?: string;
  /**
   * The secret in /hooks/generic/<project>/<secret>, for every project without a secret of its own in genericSecretDir.
   */
  genericSecretFile?: string;
  /**
   * A folder of per-project secrets for /hooks/generic/<project>/<secret>: the file named after a project holds that project's secret (the shape of a Kubernetes Secret mounted as a volume). A project with a file of its own accepts only that secret; the others accept genericSecretFile's, or none. The file is read on each delivery, so a new or changed secret counts without a restart.
   */
  genericSecretDir?: string;
  rateLimits?: ServeRateLimits;
  /**
   * BuildConfig webhook URLs (/apis/build.openshift.io/v1/namespaces/<project>/buildconfigs/<name>/webhooks/<secret>/github) refuse GitHub deliveries without X-Hub-Signature-256. A signature that is sent is always checked. Off by default so webhooks set up for OpenShift keep working; turn it on once each GitHub webhook has the URL's secret as its Secret.
   */
  requireGitHubSignature?: boolean;
}
/**
 * Token buckets per endpoint and sender address; a delivery over the limit is answered 429 with Retry-After. Defaults: github 200/s (burst 1000), registry 100/s (500), dockerhub 20/s (100), generic 10/s (50), openshift-build (BuildConfig webhook URLs) 50/s (250).
 */
export interface ServeRateLimits {
  github?: ServeRateLimit;
  dockerhub?: ServeRateLimit;
  registry?: ServeRateLimit;
  generic?: ServeRateLimit;
  'openshift-build'?: ServeRateLimit;
}
export interface ServeRateLimit {
  perSecond: number;
  burst: number;
}
export interface ServeRegistry {
  /**
   * As image references name it: registry.example.com:5000, docker.io.
   */
  host: string;
  /**
   * Where its API is, when not https://<host>.
   */
  url?: string;
  /**
   * Plain HTTP. Only this setting (or an http:// url, or a loopback host) takes a registry with credentials to plain HTTP; an ImageStream's importPolicy.insecure does not.
   */
  insecure?: boolean;
  username?: string;
  passwordFile?: string;
  /**
   * Token services on another origin that this registry's WWW-Authenticate may send gitshift to, with the credentials: origins as written, scheme and port included (https://gitlab.com for registry.gitlab.com, http://registry.internal:5001). The registry's own origin, and https://auth.docker.io for docker.io, need no entry; other realms are refused (REGISTRY_AUTH_REALM_REFUSED).
   */
  tokenRealms?: string[];
}
export interface ServeImports {
  /**
   * How often tags with importPolicy.scheduled are checked against their registry. 0s turns it off.
   */
  interval?: string;
}
/**
 * serve's HTTP API under /api/v1/: reads (projects, objects, events, builds, previews) behind the status page and `gitshift status --server`, and actions (start, cancel a build, resync a project) used by the CLI's build commands. Actions always need a token; reads need one only when anonymousRead is false.
 */
export interface ServeApi {
  /**
   * A file holding the bearer token (or several, one per line) that API requests must present. Relative to this file.
   */
  tokenFile?: string;
  /**
   * The status page and GET /api/v1/ reads answer without a token (read-only). false: reads need the API token too.
   */
  anonymousRead?: boolean;
}
/**
 * How BuildConfigs are built: where builds run, where their images go, what is kept.
 */
export interface ServeBuilds {
  /**
   * local: buildah on the machine running serve (small setups, laptops). cluster: a pod in the project's namespace running buildah, so the cluster schedules builds across its nodes.
   */
  executor?: 'local' | 'cluster';
  /**
   * Where a build's output goes when its ImageStreamTag's stream names no spec.dockerImageRepository: images are pushed to <registry>/<project>/<stream>:<tag>. Example: registry.example.com:5000. Without it such a BuildConfig cannot build, and says so.
   */
  registry?: string;
  /**
   * Registry hosts (host:port) builds pull from and push to over plain HTTP. Registries listed under `registries` with insecure: true are added.
   */
  insecureRegistries?: string[];
  /**
   * Builds running at once, over every BuildConfig; more wait in their queue.
   */
  maxRunning?: number;
  /**
   * Log kept per build after it ends (the head and the tail; the middle is dropped past this), in a ConfigMap `<build>.log` owned by the Build.
   */
  logLimitBytes?: number;
  /**
   * Largest binary-build upload (`start-build --from-dir/--from-file/--from-archive`), compressed; its unpacked size is capped at 4 times this.
   */
  maxArchiveBytes?: number;
  /**
   * Keep layers between builds of one BuildConfig (a cache repository <output repository>-build-cache in the registry), so a one-line change does not rebuild every step.
   */
  cache?: boolean;
  cluster?: ServeBuildsCluster;
}
export interface ServeBuildsCluster {
  /**
   * The image build pods run: buildah with sh, wget and tar. Required with executor: cluster.
   */
  builderImage?: string;
  /**
   * Added to every build pod's nodeSelector (the BuildConfig's own nodeSelector is merged over it).
   */
  nodeSelector?: {
    [k: string]: string;
  };
  /**
   * Added to every build pod: to let builds run on nodes kept for them by a taint.
   */
  tolerations?: {
    key?: string;
    operator?: 'Exists' | 'Equal';
    value?: string;
    effect?: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
  }[];
  /**
   * Run build pods in the node's network namespace, for registries and a serve reachable only on the node's loopback.
   */
  hostNetwork?: boolean;
  /**
   * host:port where serve hands build contexts to build pods, each at a one-time path. Port 0 picks a free one.
   */
  contextListen?: string;
  /**
   * The host name build pods put in the context URL, when it differs from contextListen's host (listening on 0.0.0.0 behind a node address, say). Default: contextListen's host.
   */
  contextAdvertisedHost?: string;
}
/**
 * The containers API (/api/v1/projects/<project>/containers): each create, stop or delete is a commit of a Job manifest in projects/<project>/containers/, by the caller. Images come only from the hosts under registries.
 */
export interface ServeContainers {
  /**
   * false: the containers routes answer 404.
   */
  enabled?: boolean;
  rateLimit?: ServeContainersRateLimit;
  /**
   * The largest create request taken, in bytes; larger ones are refused 413 before they are read.
   */
  maxBodyBytes?: number;
  /**
   * Put on every container's pod: where containers run is serve's choice, never the request's.
   */
  nodeSelector?: {
    [k: string]: string;
  };
  /**
   * Added to every container's pod: to let containers run on nodes kept for them by a taint.
   */
  tolerations?: {
    key?: string;
    operator?: 'Exists' | 'Equal';
    value?: string;
    effect?: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
  }[];
}
/**
 * A token bucket per caller for creates, stops and deletes (each a commit); over it the API answers 429 with Retry-After.
 */
export interface ServeContainersRateLimit {
  perSecond?: number;
  burst?: number;
}
/**
 * The forge of the config repository and of application source repositories (GitHub, or Gitea/Forgejo): where plan comments, commit statuses and preview links go. Pull requests are acted on only with a forge and signed deliveries (webhooks.githubSecretFile).
 */
export interface ServeForge {
  /**
   * github (also GitHub Enterprise) or gitea (also Forgejo).
   */
  kind: 'github' | 'gitea';
  /**
   * The REST API's base URL. Default for github: https://api.github.com; for gitea it must be given: https://<host>/api/v1.
   */
  apiUrl?: string;
  /**
   * A file holding the API token (a GitHub token with pull request, issue and commit status write access; a Gitea access token). Relative to this file. Never logged.
   */
  tokenFile: string;
}
/**
 * Plans and previews of pull requests, when a forge is configured.
 */
export interface ServePulls {
  /**
   * Plan every PR to the tracked branch that changes config, when a forge is configured.
   */
  enabled?: boolean;
  /**
   * A plan that takes longer fails its status with a timeout.
   */
  planTimeout?: string;
  /**
   * Pull requests planned at once.
   */
  concurrency?: number;
  /**
   * How often previews are checked against their pull requests (closed, past previews.ttl); also once at start.
   */
  sweepInterval?: string;
  /**
   * How long the comment keeps following a new preview's health before it stops editing.
   */
  previewSettleTimeout?: string;
}
/**
 * Kubernetes Events (events.k8s.io/v1) recorded on the objects serve syncs, prunes, rolls out and builds, and on each project's Namespace, so `kubectl get events -n <project>` tells the story.
 */
export interface ServeEvents {
  /**
   * Record Events in the cluster. Rate-limited and aggregated like kubelet's.
   */
  enabled?: boolean;
}
/**
 * Running more than one serve: leader election and shards, each a coordination.k8s.io Lease.
 */
export interface ServeReplicas {
  /**
   * Elect a leader with a Lease: only the leader reconciles and writes back; the others take webhooks and hand them to it.
   */
  leaderElection?: boolean;
  /**
   * Spread projects over this many shards by a stable hash of their names; each shard is a Lease held by one replica. Implies leaderElection when more than 1.
   */
  shards?: number;
  /**
   * This replica's name in the Leases. Default: the host name and process id.
   */
  identity?: string;
  /**
   * Where the Leases live.
   */
  leaseNamespace?: string;
  /**
   * How long a Lease holds without renewal before another replica may take it: a killed leader is replaced within about this plus retryPeriod.
   */
  leaseDuration?: string;
  /**
   * A leader that cannot renew within this stops leading.
   */
  renewDeadline?: string;
  /**
   * How often Leases are tried and renewed.
   */
  retryPeriod?: string;
}
