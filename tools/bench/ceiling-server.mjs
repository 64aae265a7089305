// The ceiling of `npm run bench:load`: a bare node:http server, in its own process, that answers
// each route with the exact status, headers and bytes the project sent for it. Started with
// fork(): the parent sends {method, path, status, headers, body (base64)} per route and reads
// back {listening: port} once, then {stored: key} per route.
import { createServer } from 'node:http';

const routes = new Map();
const key = (method, url) => `${method} ${url.split('?')[0]}`;

const server = createServer((req, res) => {
  const answer = routes.get(key(req.method, req.url));
  // Read the request body (GraphQL posts one) before answering, as the project must.
  req.resume();
  req.on('end', () => {
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
});
server.keepAliveTimeout = 5000;

process.on('message', (message) => {
  const { method, path, status, headers, body } = message;
  const bytes = Buffer.from(body, 'base64');
  routes.set(key(method, path), { status, headers: { ...headers, 'content-length': String(bytes.length) }, body: bytes });
  process.send({ stored: key(method, path) });
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => process.send({ listening: server.address().port }));
