import type { JWTVerifyGetKey } from 'jose';

/**
 * The auth guard is configured before Nest has built KeysService, so identity hands it this resolver and
 * KeysService plugs itself in once constructed. Tokens are then checked against the local keys, not over HTTP.
 */
export class LocalKeyResolver {
  private target?: JWTVerifyGetKey;

  bind(target: JWTVerifyGetKey): void {
    this.target = target;
  }

  readonly resolve: JWTVerifyGetKey = (header, token) => {
    if (!this.target) throw new Error('Signing keys are not loaded yet');
    return this.target(header, token);
  };
}
