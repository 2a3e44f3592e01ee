/** Where a delivery came from; also the key of per-endpoint limits. */
export type WebhookSource = 'github' | 'dockerhub' | 'registry' | 'generic' | 'openshift-build';

/** The trigger types of OpenShift's BuildConfig webhook URLs gitshift serves. */
export type BuildWebhookType = 'github' | 'generic';

/** A GitHub `push` to a branch or tag of some repository (not necessarily the config repository). */
export interface GitHubPushEvent {
  readonly kind: 'github-push';
  readonly deliveryId: string;
  readonly repository: {
    /** `owner/name` */
    readonly fullName: string;
    readonly cloneUrl: string;
    readonly sshUrl: string;
    readonly htmlUrl: string;
  };
  /** `repository.default_branch`: what a BuildConfig without a `ref` builds. */
  readonly defaultBranch?: string;
  /** `refs/heads/main`, `refs/tags/v1` */
  readonly ref: string;
  /** Commit ids; all zeros for `before` when the ref was created, for `after` when it was deleted. */
  readonly before: string;
  readonly after: string;
  /** The push deleted the ref: there is nothing to fetch. */
  readonly deleted: boolean;
  readonly forced: boolean;
  readonly pusher?: string;
  readonly headCommitMessage?: string;
}

/** Which forge sent a GitHub-format delivery: Gitea and Forgejo add their own X-Gitea-Event / X-Forgejo-Event header. */
export type ForgeKind = 'github' | 'gitea';

/** The repository a pull request targets (its base), as the payload names it. */
export interface PullRequestRepository {
  /** `owner/name` */
  readonly fullName: string;
  readonly owner: string;
  readonly name: string;
  readonly cloneUrl: string;
  readonly sshUrl: string;
  readonly htmlUrl: string;
}

/**
 * A `pull_request` delivery from GitHub or Gitea/Forgejo, in one shape. Gitea's
 * differences are smoothed here: its `synchronized` is `synchronize`, and its
 * `head.label` has no `owner:` prefix (so `head.fork` compares repositories,
 * never labels).
 */
export interface PullRequestEvent {
  readonly kind: 'pull-request';
  readonly deliveryId: string;
  readonly forge: ForgeKind;
  /**
   * `opened`, `synchronize` (a push to the PR), `reopened`, `closed` (see
   * `merged`), `labeled`, `unlabeled`, `edited`, … as GitHub names them.
   */
  readonly action: string;
  readonly number: number;
  readonly title: string;
  /** The PR's page on the forge. */
  readonly htmlUrl: string;
  /** The login of the PR's author. */
  readonly author: string;
  /** The repository the PR targets. */
  readonly repository: PullRequestRepository;
  readonly head: {
    readonly sha: string;
    /** The branch name, without refs/heads/. */
    readonly ref: string;
    /** The repository the commits come from: another one for a fork. */
    readonly fullName: string;
    readonly cloneUrl: string;
    /** The head repository is not the base repository. */
    readonly fork: boolean;
  };
  readonly base: {
    /** The branch the PR merges into, without refs/heads/. */
    readonly ref: string;
    readonly sha: string;
  };
  /** For `closed`: whether it was merged. */
  readonly merged: boolean;
  readonly mergeCommitSha?: string;
  /** The PR's labels after the event, by name. */
  readonly labels: readonly string[];
}

/** A new comment on a pull request (`issue_comment` created on an issue that is a PR): `/ok-to-test` and the like. */
export interface PullRequestCommentEvent {
  readonly kind: 'pull-request-comment';
  readonly deliveryId: string;
  readonly forge: ForgeKind;
  /** `created`, `edited`, `deleted`. */
  readonly action: string;
  readonly number: number;
  readonly repository: PullRequestRepository;
  readonly body: string;
  /** The commenter's login. Whether they may approve is asked of the forge, not taken from the payload. */
  readonly author: string;
}

/** Any other GitHub event (create, issues, …): accepted and recorded. */
export interface GitHubOtherEvent {
  readonly kind: 'github-event';
  readonly deliveryId: string;
  /** The `X-GitHub-Event` header: `pull_request`, `create`, … */
  readonly name: string;
  readonly action?: string;
  readonly payload: unknown;
}

/** A tag pushed to an image repository. */
export interface ImagePushEvent {
  readonly kind: 'image-push';
  readonly source: 'dockerhub' | 'registry';
  /** The registry's event id, or for Docker Hub (which sends none) the SHA-256 of the body. */
  readonly eventId: string;
  /** `docker.io` for Docker Hub; the host the pusher used (`request.host`) for a Distribution registry. */
  readonly registryHost: string;
  /** The path in the registry: `team/app`; Docker Hub's one-segment names get `library/`. */
  readonly repository: string;
  readonly tag: string;
  /**
   * The manifest digest. A Distribution registry names it; Docker Hub does not,
   * so for Docker Hub the tag is only a hint to resolve against the registry.
   */
  readonly digest?: string;
  readonly mediaType?: string;
}

/** OpenShift's generic webhook: a trigger for one project, with optional git details. */
export interface GenericTriggerEvent {
  readonly kind: 'generic';
  readonly project: string;
  /** Generated here: the generic shape carries no id, and two identical triggers are two triggers. */
  readonly eventId: string;
  /** Undefined when the request had no body (a bare trigger). */
  readonly payload?: GenericWebhookPayload;
}

/** The body OpenShift's generic webhook accepts (JSON or YAML); every field is optional. */
export interface GenericWebhookPayload {
  readonly type?: string;
  readonly git?: {
    readonly uri?: string;
    readonly ref?: string;
    readonly commit?: string;
    readonly author?: { readonly name?: string; readonly email?: string };
    readonly committer?: { readonly name?: string; readonly email?: string };
    readonly message?: string;
  };
  readonly env?: readonly { readonly name: string; readonly value?: string }[];
}

/**
 * A build of one BuildConfig asked for at OpenShift's webhook URL
 * (`/apis/build.openshift.io/v1/namespaces/<ns>/buildconfigs/<name>/webhooks/<secret>/<type>`),
 * after its secret, signature, body and branch were checked.
 */
export interface BuildTriggerEvent {
  readonly kind: 'build-trigger';
  readonly namespace: string;
  readonly buildConfig: string;
  readonly trigger: BuildWebhookType;
  /** The sender's delivery id (X-GitHub-Delivery) when it gave one, else generated here. */
  readonly deliveryId: string;
  /** What to build: a GitHub push's repository, branch and commit, or what a generic body names. */
  readonly git?: BuildTriggerGit;
  /** Generic `env`, only when the trigger sets `allowEnv` (else dropped, with a note). */
  readonly env: readonly { readonly name: string; readonly value: string }[];
  /** GitHub's pusher. */
  readonly pusher?: string;
  /** What was dropped and why: "env dropped: …". */
  readonly notes: readonly string[];
}

export interface BuildTriggerGit {
  readonly uri?: string;
  /** `refs/heads/main` from GitHub; a generic body's ref as given. */
  readonly ref?: string;
  readonly commit?: string;
  readonly message?: string;
  readonly author?: { readonly name?: string; readonly email?: string };
  readonly committer?: { readonly name?: string; readonly email?: string };
}

export type WebhookEvent =
  | GitHubPushEvent
  | PullRequestEvent
  | PullRequestCommentEvent
  | GitHubOtherEvent
  | ImagePushEvent
  | GenericTriggerEvent
  | BuildTriggerEvent;

/**
 * Where accepted events go. `accept` must not block or do the work: serve
 * queues it, or with several replicas records it in the cluster first (the
 * answer waits for that promise). Throwing or rejecting (a full queue, an
 * unreachable API server) makes the delivery fail with 503 so the sender
 * retries, and its id is forgotten so the retry is not a "duplicate".
 */
export interface WebhookSink {
  accept(event: WebhookEvent): void | Promise<void>;
}
