import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './test/render';
import { UpgradePrompt, upgradeVariant } from './upgrade-prompt';

describe('upgradeVariant', () => {
  it('is ads when the excluded features include ads, else pro', () => {
    expect(upgradeVariant(['pixels', 'ads'])).toBe('ads');
    expect(upgradeVariant(['pixels'])).toBe('pro');
    expect(upgradeVariant([])).toBe('pro');
    expect(upgradeVariant()).toBe('pro');
  });
});

describe('UpgradePrompt', () => {
  it('offers the Standard plan with its price, linking to /pricing', () => {
    renderUi(<UpgradePrompt />);
    expect(screen.getByRole('heading', { name: 'Upgrade to Standard' })).toBeTruthy();
    expect(screen.getByText(/\$59 per month/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See the plans' });
    expect(link.getAttribute('href')).toBe('/pricing');
  });

  it('uses the ads texts when ads are excluded, in Vietnamese too', () => {
    renderUi(<UpgradePrompt excluded={['ads']} />);
    expect(screen.getByRole('heading', { name: 'Unlock the Ads Library' })).toBeTruthy();
    renderUi(<UpgradePrompt excluded={['ads']} />, { language: 'vi' });
    expect(screen.getByRole('heading', { name: 'Mở khóa Thư viện quảng cáo' })).toBeTruthy();
  });

  it('takes its own title and description', () => {
    renderUi(<UpgradePrompt title="Pixels need Standard" description="Follow every pixel." />);
    expect(screen.getByRole('heading', { name: 'Pixels need Standard' })).toBeTruthy();
    expect(screen.getByText('Follow every pixel.')).toBeTruthy();
  });

  it('renders the link through a router link component', () => {
    function FakeLink({ to, children, ...rest }: { to: string; children?: ReactNode }) {
      return (
        <a data-router-to={to} href={`#${to}`} {...rest}>
          {children}
        </a>
      );
    }
    renderUi(<UpgradePrompt linkComponent={FakeLink} />);
    const link = screen.getByRole('link', { name: 'See the plans' });
    expect(link.getAttribute('data-router-to')).toBe('/pricing');
    expect(link.className).toContain('mantine-Button-root');
  });

  it('shows a demo image with a mobile variant', () => {
    const { container } = renderUi(
      <UpgradePrompt
        excluded={['ads']}
        demo={{ src: '/demos/ads.webp', mobileSrc: '/demos/ads-mobile.webp' }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Preview of this feature on the Standard plan' });
    expect(image.getAttribute('src')).toBe('/demos/ads.webp');
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 480px)');
    expect(source?.getAttribute('srcset')).toBe('/demos/ads-mobile.webp');
  });
});
