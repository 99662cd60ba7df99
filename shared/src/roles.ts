/** Roles as the seeds derive them (seed 000 section 4). */
export type Role = 'admin' | 'user' | 'main';

export interface RoleSource {
  readonly parentId: number | null;
  readonly memberNumber: number;
}

/** parent 0/none gives admin, else user; member_number above 0 adds main. */
export function deriveRoles({ parentId, memberNumber }: RoleSource): Role[] {
  const roles: Role[] = [parentId ? 'user' : 'admin'];
  if (memberNumber > 0) roles.push('main');
  return roles;
}
