/**
 * Mantine's Select with its Combobox, Popover and floating-ui, in a chunk of its own: loaded by
 * OnDemandSelect when a select is first used (on-demand-select.tsx).
 */
export { Select } from '@mantine/core';
