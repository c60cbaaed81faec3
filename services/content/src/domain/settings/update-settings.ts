import type { AdminContext } from '../audit';
import type { SettingsKind, SettingsShapes } from './settings-defaults';
import type { SettingsRepository } from './settings-repository';

/** The audited resource of each section (the admin's Configuration screen saves `config`). */
const auditResources: Record<SettingsKind, string> = {
  configuration: 'config',
  statistics: 'statistics',
  socialLinks: 'socialLinks',
};

/** An admin saves one of the settings sections: only the fields sent change. */
export async function updateSettings<K extends SettingsKind>(
  settings: SettingsRepository,
  kind: K,
  changes: Partial<SettingsShapes[K]>,
  context: AdminContext,
): Promise<SettingsShapes[K]> {
  const named = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<SettingsShapes[K]>;
  // Saving nothing changes nothing, so there is nothing to audit either.
  if (Object.keys(named).length === 0) return settings.read(kind);
  const saved = await settings.update(kind, named, (before, after) =>
    context.audit({ resource: auditResources[kind], resourceId: kind, action: 'update', before, after }),
  );
  context.afterWrite();
  return saved;
}
