import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiErrorDetails } from '@postradar/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { session } from '../../lib/session/session-storage';
import { useUserLanguageSync } from '../../lib/use-user-language-sync';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { savedNoticeMs } from '../../components/saved-notice';
import { PreferencesForm } from './preferences-form';

const saveButton = () => screen.getByTestId('profile-save');
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const phoneInput = () => screen.getByTestId<HTMLInputElement>('profile-phone');

function serveSave() {
  return vi.spyOn(api.main, 'put').mockImplementation((_url, body) =>
    Promise.resolve({
      data: { success: true, data: (body as { settings: object }).settings },
      status: 200,
    }),
  );
}

async function chooseOption(testId: string, label: string, user = userEvent.setup()) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

function FormInShell() {
  useUserLanguageSync();
  return <PreferencesForm />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('profile preferences', { timeout: 20_000 }, () => {
  it('shows the saved settings and enables Save only after a change', async () => {
    signIn({ settings: { language: 'en', phone: '+84 912 345 678', showFavorite: false } });
    renderWithProviders(<PreferencesForm />);
    expect(phoneInput().value).toBe('+84 912 345 678');
    expect(screen.getByTestId<HTMLInputElement>('profile-show-favorite').value).toBe('No');
    expect(isDisabled(saveButton())).toBe(true);

    const user = userEvent.setup();
    await user.type(phoneInput(), '9');
    expect(isDisabled(saveButton())).toBe(false);
    await user.type(phoneInput(), '{Backspace}');
    expect(isDisabled(saveButton())).toBe(true);
  });

  it("saves all three settings, shows 'Saved' for 2 seconds and resets the change flag", async () => {
    signIn({ settings: { language: 'en' } });
    const put = serveSave();
    renderWithProviders(<PreferencesForm />);
    const user = userEvent.setup();
    await user.type(phoneInput(), ' 0912 345 678 ');
    await chooseOption('profile-show-favorite', 'No', user);

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(saveButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await waitFor(() => expect(screen.getByTestId('profile-saved').textContent).toBe('Saved'));
    expect(put).toHaveBeenCalledExactlyOnceWith(
      '/user/settings',
      { settings: { language: 'en', phone: '0912 345 678', showFavorite: false } },
      expect.anything(),
    );
    expect(isDisabled(saveButton())).toBe(true);
    expect(session.getUser()?.settings).toMatchObject({
      phone: '0912 345 678',
      showFavorite: false,
    });

    await act(() => vi.advanceTimersByTimeAsync(savedNoticeMs - 200));
    expect(screen.getByTestId('profile-saved')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByTestId('profile-saved')).toBeNull();
    expect(savedNoticeMs).toBe(2000);
  });

  it('keeps Save disabled while saving', async () => {
    signIn();
    let finish: (value: unknown) => void = () => undefined;
    vi.spyOn(api.main, 'put').mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    renderWithProviders(<PreferencesForm />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '0912345678');
    await user.click(saveButton());
    await waitFor(() => expect(isDisabled(saveButton())).toBe(true));
    await act(async () => {
      finish({
        data: { success: true, data: { language: 'en', phone: '0912345678', showFavorite: true } },
        status: 200,
      });
    });
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
  });

  const phoneMessage =
    "Invalid body field 'settings.phone': must be a phone number: digits, spaces and + ( ) . - only";

  /** Saving answers a 400 whose field errors are `fieldErrors`. */
  function refuseSave(fieldErrors: ApiErrorDetails['fieldErrors']) {
    vi.spyOn(api.main, 'put').mockRejectedValue(
      new ApiError(phoneMessage, { status: 400, code: 'VALIDATION_FAILED', fieldErrors }),
    );
  }

  async function saveBadPhone() {
    const user = userEvent.setup();
    await user.type(phoneInput(), 'call me');
    await user.click(saveButton());
    return user;
  }

  it("shows the text of the phone's error code under the field and clears it on the next edit", async () => {
    signIn();
    refuseSave([{ field: 'settings.phone', code: 'invalid_phone' }]);
    renderWithProviders(<PreferencesForm />);
    const user = await saveBadPhone();

    const shown = 'Must be a phone number, like +84 912 345 678.';
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('profile-save-error')).toBeNull();
    expect(isDisabled(saveButton())).toBe(false);
    expect(screen.queryByTestId('profile-saved')).toBeNull();

    await user.type(phoneInput(), '{Backspace}');
    expect(screen.queryByText(shown)).toBeNull();
  });

  it('says what is wrong with the phone in Vietnamese, whatever language the server wrote', async () => {
    signIn({ settings: { language: 'vi' } });
    refuseSave([{ field: 'settings.phone', code: 'invalid_phone' }]);
    renderWithProviders(<PreferencesForm />, { language: 'vi' });
    await saveBadPhone();
    expect(
      await screen.findByText('Số điện thoại không hợp lệ, ví dụ: +84 912 345 678.'),
    ).toBeTruthy();
    expect(screen.queryByText(/must be a phone number/i)).toBeNull();
  });

  it("falls back to the server's reason for a code the app does not know", async () => {
    signIn();
    refuseSave([{ field: 'settings.phone', code: 'phone_blocked' }]);
    renderWithProviders(<PreferencesForm />);
    await saveBadPhone();
    expect(
      await screen.findByText('Must be a phone number: digits, spaces and + ( ) . - only'),
    ).toBeTruthy();
  });

  it('shows any other failure in an alert', async () => {
    signIn();
    vi.spyOn(api.main, 'put').mockRejectedValue(new ApiError('Network Error'));
    renderWithProviders(<PreferencesForm />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '0912345678');
    await user.click(saveButton());
    expect((await screen.findByTestId('profile-save-error')).textContent).toContain(
      'Network Error',
    );
  });

  it('applies a new language at once and stores it on this device', async () => {
    signIn({ settings: { language: 'en' } });
    const put = serveSave();
    // With the shell's sync of the saved language, which must not undo a choice not saved yet.
    const { i18n } = renderWithProviders(<FormInShell />);
    await chooseOption('profile-language', 'Tiếng Việt');

    expect(i18n.resolvedLanguage).toBe('vi');
    expect(session.getLanguage()).toBe('vi');
    expect(saveButton().textContent).toContain('Lưu thay đổi');
    expect(isDisabled(saveButton())).toBe(false);

    await userEvent.setup().click(saveButton());
    expect((await screen.findByTestId('profile-saved')).textContent).toContain('Đã lưu');
    expect(put.mock.calls[0]?.[1]).toMatchObject({ settings: { language: 'vi' } });
    expect(session.getUser()?.settings?.language).toBe('vi');
  });
});
