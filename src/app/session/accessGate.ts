/** Asks the server whether a user holds every listed permission (GET /users/{uuid}/can-all). */
export type CanAll = (userUuid: string, permissions: string[]) => Promise<boolean>;

/**
 * The route guard's permission check. Positive answers are remembered for the session so moving
 * between permitted pages costs no request and a cancelled navigation can always return; refusals
 * are asked again, as an administrator may grant the permission meanwhile.
 */
export class AccessGate {
  private granted = new Set<string>();

  constructor(private readonly canAll: CanAll) {}

  /** Throws what the call throws, so the guard can tell 'refused' from 'could not ask'. */
  async allows(userUuid: string, permissions: readonly string[]): Promise<boolean> {
    if (permissions.length === 0) return true;
    const key = `${userUuid}|${[...permissions].sort().join(',')}`;
    if (this.granted.has(key)) return true;
    const allowed = await this.canAll(userUuid, [...permissions]);
    if (allowed) this.granted.add(key);
    return allowed;
  }

  /** Forgets every answer: logout, or a change to roles and permissions. */
  clear(): void {
    this.granted.clear();
  }
}
