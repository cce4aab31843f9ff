import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { createRouter, PublicIdParam } from '../../http/openapi';
import { escapeHtml, plainPage } from '../../http/plain-page';
import { longUtcDate } from '../../lib/local-day';
import { certificateFacts, certificatePdf, noCertificate } from './certificate-service';
import { signCertificate, verifyCertificate } from './certificate-token';

interface Deps {
  db: Db;
  now: () => Date;
  key: Buffer;
  publicUrl: string;
  /** The built app's stylesheets for the verification page (http/page-styles.ts). */
  styles?: readonly string[];
}

const verifyUrl = (deps: Deps, id: string) => `${deps.publicUrl}/verify/${encodeURIComponent(id)}`;

/** `GET /api/me/assignments/{id}/certificate.pdf`: my certificate, once I completed it. */
export function createCertificateRoutes(deps: Deps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/assignments/{assignmentId}/certificate.pdf',
      tags: ['Assignments'],
      summary: 'My certificate of completion, as a PDF with its verification address',
      description: 'failed-precondition until every step of the assignment is done.',
      request: { params: z.object({ assignmentId: PublicIdParam }) },
      responses: {
        200: {
          description: 'The certificate',
          content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
        },
      },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { assignmentId } = c.req.valid('param');
      const facts = await certificateFacts(deps.db, userId, assignmentId, deps.now());
      if (!facts) throw noCertificate();
      const pdf = await certificatePdf(
        facts,
        verifyUrl(deps, signCertificate(deps.key, assignmentId, userId)),
      );
      c.header('content-type', 'application/pdf');
      c.header('content-disposition', `attachment; filename="certificate-${assignmentId}.pdf"`);
      return c.body(new Uint8Array(pdf), 200);
    },
  );
  return router;
}

/**
 * The verification address printed on a certificate, outside /api and without signing in: it
 * confirms the name, the programme and the date, and shows nothing else about the player. A
 * forged or altered id, or a certificate no longer true (the training withdrawn), is refused.
 */
export function createVerifyRoutes(deps: Deps) {
  const app = new Hono();
  const styles = deps.styles ?? [];
  app.get('/:id', async (c) => {
    c.header('cache-control', 'no-store');
    const found = verifyCertificate(deps.key, c.req.param('id'));
    const facts = found
      ? await certificateFacts(deps.db, found.userId, found.assignmentId, deps.now())
      : null;
    if (!facts) {
      return c.html(
        plainPage(
          styles,
          'Certificate not verified',
          '<p role="alert">This address does not match a certificate of completion. Check that it was copied whole, or ask the person for the certificate again.</p>',
        ),
        404,
      );
    }
    return c.html(
      plainPage(
        styles,
        'Certificate verified',
        `<p role="status">${escapeHtml(facts.name)} completed ${escapeHtml(facts.programme)} on ${escapeHtml(longUtcDate(facts.completedAt))}.</p><p>Issued by Fantasy Fraud League. Topics: ${escapeHtml(facts.topics.join(', '))}.</p>`,
      ),
      200,
    );
  });
  return app;
}
