import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { aheadLoader, lazyAhead } from './lazy-ahead';

const screenModule = { Screen: ({ name }: { name: string }) => <p>{`Hello ${name}`}</p> };

function renderInSuspense(Screen: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="seller" />
    </Suspense>,
  );
}

describe('lazyAhead', () => {
  it('draws code loaded ahead at once, without suspending', async () => {
    const load = aheadLoader(() => Promise.resolve(screenModule));
    await load();
    const Screen = lazyAhead(load, (module) => module.Screen);
    renderInSuspense(Screen);
    expect(screen.getByText('Hello seller')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy while the code loads', async () => {
    const load = aheadLoader(() => Promise.resolve(screenModule));
    expect(load.loaded()).toBeUndefined();
    const Screen = lazyAhead(load, (module) => module.Screen);
    renderInSuspense(Screen);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello seller')).toBeTruthy();
    expect(load.loaded()).toBe(screenModule);
  });
});
