/** The created-time presets of the filters: the last 24 hours, 7, 30 and 90 days. */
export const createdPresets = ['24h', '7d', '30d', '90d'] as const;
export type CreatedPreset = (typeof createdPresets)[number];
/** What the created-time filter shows: no bound, a preset, or a custom range. */
export type CreatedChoice = 'any' | CreatedPreset | 'custom';

const hour = 3_600_000;
const presetHours: Record<CreatedPreset, number> = {
  '24h': 24,
  '7d': 168,
  '30d': 720,
  '90d': 2160,
};

/**
 * The createdFrom of a preset: that long before `now`, to the minute ('2026-11-18T10:23Z'). The
 * address holds this moment, not the preset: a shared or reloaded search shows the same posts.
 */
export function presetStart(preset: CreatedPreset, now: number): string {
  return `${new Date(now - presetHours[preset] * hour).toISOString().slice(0, 16)}Z`;
}

/**
 * Which choice a createdFrom / createdTo pair reads as: a preset while its start is within an
 * hour of that preset's start now (so a reload a moment later still shows "7 days"), otherwise a
 * custom range.
 */
export function createdChoice(createdFrom: string, createdTo: string, now: number): CreatedChoice {
  if (!createdFrom && !createdTo) return 'any';
  // A preset writes a moment; a day ('2026-11-18') or an upper bound is a custom range.
  if (createdTo || !createdFrom.includes('T')) return 'custom';
  const from = Date.parse(createdFrom);
  const preset = createdPresets.find(
    (key) => Math.abs(from - (now - presetHours[key] * hour)) <= hour,
  );
  return preset ?? 'custom';
}
