import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { testSettings } from '../support/stack-settings';

/** Sends bytes as they are (no client library to refuse them) and returns the reply's status line. */
function send(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(testSettings.port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no reply to ${JSON.stringify(raw.slice(0, 80))}`)));
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('end', () => resolve(reply.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    // Not end(): a half-closed client may get no reply. Connection: close ends the exchange.
    socket.write(raw);
  });
}

const get = (target: string, host = '127.0.0.1') =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

/**
 * Issue 12 item 6: no request a client can send ends the local server. Each answers 4xx (as
 * CloudFront answers a malformed request 400), and the server then still serves the site.
 */
describe('malformed requests', () => {
  it.each([
    ['bad percent-encoding', get('/%E0%A4%A')],
    ['bad percent-encoding in the API', get('/api/download/%E0%A4%A')],
    ['bad percent-encoding in a function page', get('/blog/%E0%A4%A')],
    ['bad percent-encoding in the query', get('/?q=%E0%A4%A')],
    ['a lone %', get('/%')],
    ['an encoded NUL', get('/%00')],
    ['an encoded NUL in a file name', get('/assets/a%00.js')],
    ['an encoded NUL in the API', get('/api/download/%00')],
    ['//', get('//')],
    ['//evil.example/x', get('//evil.example/x')],
    ['///', get('///')],
    ['a path climbing out', get('/../../etc/passwd')],
    ['an encoded path climbing out', get('/assets/..%2f..%2fpackage.json')],
    ['an 8 KB path', get(`/${'a'.repeat(8 * 1024)}`)],
    ['an 8 KB API path', get(`/api/${'a'.repeat(8 * 1024)}`)],
    ['a 20 KB path', get(`/${'a'.repeat(20 * 1024)}`)],
    ['a malformed Host', get('/', 'bad host name')],
    ['a Host with a path', get('/', 'evil.example/x')],
    ['an unclosed IPv6 Host', get('/', '[::1')],
    ['an absolute-form target', get('http://evil.example/')],
    ['an asterisk target', get('*')],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['an unknown method', 'BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['a disallowed method on the site', 'DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['a broken request line', 'GARBAGE\r\n\r\n'],
    [
      'a bad chunked body',
      'POST /api/newsletter/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n',
    ],
  ])('%s answers 4xx, then the site is still served', async (_, raw) => {
    const status = await send(raw);
    expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
    const home = await rawRequest('GET', '/');
    expect(home.status).toBe(200);
  });

  it('answers a malformed API path 4xx with a JSON { message }, as every API refusal (issue 24)', async () => {
    for (const path of ['/api/blog/%00', '/api/blog/a%0Ab', '/api/download/%E0%A4%A', '/blog/%00']) {
      const reply = await rawRequest('GET', path);
      expect(reply.status, path).toBe(400);
      expect(reply.headers['content-type'], path).toMatch(/^application\/json/);
      expect((reply.json() as { message: string }).message, path).toMatch(/^Bad request: .{10,100}$/);
    }
    // Should the edge pass such a path on, the function answers it as an unknown post, in words.
    const direct = await invoke('getBlogPost', { params: { slug: '\u0000' } });
    expect(direct.status).toBe(404);
    expect(direct.json().message).toMatch(/.{10,}/);
  });

  it('answers 400 with a short message for bad percent-encoding', async () => {
    const reply = await rawRequest('GET', '/%E0%A4%A');
    expect(reply.status).toBe(400);
    expect(reply.text).toMatch(/^Bad request: .{10,100}\n$/);
  });
});
