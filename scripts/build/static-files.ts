import type { Content } from '~/src/content/model';

export function sitemapXml(content: Content): string {
  const urls = content.derived.sitemap.map((p) => `  <url><loc>${content.site.baseUrl}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(content: Content): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${content.site.baseUrl}/sitemap.xml\n`;
}

/** Netlify/Cloudflare Pages style redirects; also read by our own server (server/routes.ts). */
export function redirectsFile(content: Content): string {
  return content.site.redirects.map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n';
}

/** The security headers of npm start, for static hosts that read a _headers file. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}
