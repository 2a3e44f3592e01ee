/** favicon.svg: served so a browser's icon request is not a 404 under the page's CSP (img-src 'self'). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1f5fbf"/><path d="M4 8h8M8 4v8" stroke="#fff" stroke-width="2"/></svg>
`;
