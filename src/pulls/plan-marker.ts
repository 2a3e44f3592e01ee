/** First line of every plan comment: how the forge client finds the PR's one comment again. */
export const PLAN_COMMENT_MARKER = '<!-- gitshift:plan -->';
