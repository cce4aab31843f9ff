/**
 * Reads a JWT's claims without checking its signature. Only for tokens whose signature is checked
 * elsewhere, or where a forged claim can do no harm.
 */
export function readJwtPayload(token: string): Record<string, unknown> {
  try {
    const claims: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
