import { ApiError } from '@postradar/api-client';
import { createI18n } from '@postradar/ui';
import { describe, expect, it } from 'vitest';
import { collectionErrorText } from './collection-error-text';

const english = createI18n('en').t;
const vietnamese = createI18n('vi').t;

function refusal(message: string, code: string, status = 409) {
  return new ApiError(message, { status, code });
}

describe('the text of a failed collection call', () => {
  it('says a name is taken in the user’s language', () => {
    const taken = refusal('This name already exists', 'CONFLICT');
    expect(collectionErrorText(taken, english, 'en')).toBe('This name already exists');
    expect(collectionErrorText(taken, vietnamese, 'vi')).toBe('Tên này đã tồn tại');
  });

  it('says a name is invalid, whichever field the API names', () => {
    const field = refusal("Invalid body parameter 'name': Invalid name", 'VALIDATION_FAILED', 400);
    const bare = refusal('Invalid name', 'VALIDATION_FAILED', 400);
    expect(collectionErrorText(field, english, 'en')).toBe('Invalid name');
    expect(collectionErrorText(bare, vietnamese, 'vi')).toBe('Tên không hợp lệ');
  });

  it('keeps any other refusal of a field as the API words it', () => {
    const note = refusal('note: must be at most 2000 characters', 'VALIDATION_FAILED', 400);
    expect(collectionErrorText(note, vietnamese, 'vi')).toBe(
      'note: must be at most 2000 characters',
    );
  });

  it('names the limit of a full collection, formatted for the language', () => {
    const groups = refusal('You can keep at most 100 groups.', 'LIMIT_REACHED');
    const favorites = refusal('You can keep at most 10,000 favorites.', 'LIMIT_REACHED');
    const members = refusal('You can keep at most 500 members in a group.', 'LIMIT_REACHED');
    expect(collectionErrorText(groups, english, 'en')).toBe('You can keep at most 100 groups.');
    expect(collectionErrorText(favorites, english, 'en')).toBe(
      'You can keep at most 10,000 favorites.',
    );
    expect(collectionErrorText(favorites, vietnamese, 'vi')).toBe(
      'Bạn chỉ có thể giữ tối đa 10.000 bài đăng yêu thích.',
    );
    expect(collectionErrorText(members, vietnamese, 'vi')).toBe(
      'Mỗi nhóm chỉ có thể có tối đa 500 thành viên.',
    );
  });

  it('keeps a limit it does not know as the API words it', () => {
    const other = refusal('A group holds at most 500 pages, domains and pixels.', 'LIMIT_REACHED');
    expect(collectionErrorText(other, vietnamese, 'vi')).toBe(
      'A group holds at most 500 pages, domains and pixels.',
    );
  });

  it('shows any other failure as it is', () => {
    expect(collectionErrorText(new ApiError('Network Error'), vietnamese, 'vi')).toBe(
      'Network Error',
    );
    expect(collectionErrorText(new Error('Boom'), english, 'en')).toBe('Boom');
    expect(collectionErrorText('refused', english, 'en')).toBe('refused');
  });
});
