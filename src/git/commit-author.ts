/** Who a commit is by: its author and committer. */
export interface CommitAuthor {
  readonly name: string;
  readonly email: string;
}
