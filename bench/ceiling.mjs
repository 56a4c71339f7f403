// The ceiling: a bare node:http server answering each benchmarked request with the very bytes the
// server under test answered, status, headers and body (text, or bytes in base64 as bodyBase64).
// Started by bench/api.ts and bench/pages.ts with a JSON file of responses:
// node bench/ceiling.mjs <file> <port>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const responses = JSON.parse(readFileSync(file, 'utf8'));
for (const answer of Object.values(responses)) {
  if (answer.bodyBase64 !== undefined) answer.body = Buffer.from(answer.bodyBase64, 'base64');
}

http
  .createServer((request, response) => {
    const answer = responses[`${request.method} ${request.url}`];
    request.resume();
    request.on('end', () => {
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
