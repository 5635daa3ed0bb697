import type { FastifyRequest } from 'fastify';

// A host name or IPv4/IPv6 literal with an optional port: anything else is not used to build a link.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the request reached the app at ('https://rasoi.example.in'), for absolute links in a shared
 * page's preview tags and on the menu picture (issue 15, D58): the protocol and host as Fastify reads
 * them, so behind the proxy of docs/deploy.md with TRUST_PROXY they are the proxy's X-Forwarded-Proto
 * and -Host. A host that is not a plain host name falls back to `publicUrl` (PUBLIC_URL).
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return HOST.test(request.host) ? `${protocol}://${request.host}` : publicUrl;
}
