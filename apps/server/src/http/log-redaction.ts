/**
 * What the server's logs never carry: session cookies and tokens, and the application numbers members
 * record with "I applied" (they travel in request bodies only, which no log line includes, and are
 * redacted anyway should one ever do; decision 023).
 */
export const LOG_REDACTION = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'req.body.applicationNumber',
    'body.applicationNumber',
    'applicationNumber',
    '*.applicationNumber',
  ],
  remove: true,
};
