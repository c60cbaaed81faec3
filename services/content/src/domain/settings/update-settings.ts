import { recordAdminAction, type AdminContext } from '../audit';
import type { SettingsKind, SettingsShapes } from './settings-defaults';
import type { SettingsRepository } from './settings-repository';

const auditNames: Record<SettingsKind, string> = {
  configuration: 'configuration.updated',
  statistics: 'statistics.updated',
  socialLinks: 'social_links.updated',
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
  const saved =
    Object.keys(named).length === 0 ? await settings.read(kind) : await settings.update(kind, named);
  await recordAdminAction(context, auditNames[kind], { detail: { fields: Object.keys(named) } });
  return saved;
}
