/**
 * What one serve replica holds among its peers: the leader Lease (write-back,
 * builds, pull requests, the webhook inbox) and, with `--shards N`, some of
 * the N shard Leases (which projects it reconciles). A replica that runs
 * alone holds everything.
 */
export interface LeadershipState {
  readonly leader: boolean;
  /** Shards held now, each in 0..shards-1; with one shard, {0} exactly when leader. */
  readonly shards: ReadonlySet<number>;
}

export interface Leadership {
  /** This replica's name in the Leases. */
  readonly identity: string;
  /** How many shards projects are spread over (1: not sharded). */
  readonly shardCount: number;
  current(): LeadershipState;
  /**
   * Called after every change, in order. A listener that must finish work
   * before a shard or the lead is handed over returns a promise: the Lease is
   * released only after it settles.
   */
  onChange(listener: (state: LeadershipState, previous: LeadershipState) => void | Promise<void>): () => void;
  /** Stops renewing and releases every Lease held, so a peer takes over at once. */
  stop(): Promise<void>;
}
