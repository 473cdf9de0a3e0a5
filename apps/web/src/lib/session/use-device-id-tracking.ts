import { useEffect } from 'react';
import { startDeviceIdTracking } from './device-id';
import { session } from './session-storage';

/** Keeps `postradar.uid` filled with the current device identifier while the app is open. */
export function useDeviceIdTracking(): void {
  useEffect(
    () =>
      startDeviceIdTracking((deviceId) => session.setDeviceId(deviceId), {
        storedId: session.getDeviceId(),
      }),
    [],
  );
}
