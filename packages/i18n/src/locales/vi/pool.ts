import type { Catalogue } from '../../catalogue';

/** Texts of the pool screens and controls. */
export const pool: Catalogue['pool'] = {
  screen: {
    title: 'Kho bài',
    description:
      'Các bài đăng được gom lại kèm ghi chú, dùng chung với đội nhóm của bạn (chỉ riêng bạn cho đến khi bạn có đội nhóm).',
  },
  action: {
    add: 'Thêm vào kho bài',
    remove: 'Bỏ khỏi kho bài',
    addFailed: 'Không thêm được vào kho bài',
    removeFailed: 'Không bỏ được khỏi kho bài',
  },
  item: {
    addedBy: '{{name}} đã thêm',
    formerMember: 'Một cựu thành viên',
    remove: 'Bỏ khỏi kho bài',
    removeTitle: 'Bỏ khỏi kho bài',
    removeMessage: 'Bỏ bài đăng này cùng ghi chú của nó khỏi kho bài?',
  },
  note: {
    label: 'Ghi chú cho đội nhóm',
    placeholder: 'Thêm ghi chú cho đội nhóm…',
    save: 'Lưu ghi chú',
    saved: 'Đã lưu ghi chú',
    length: '{{length}} / {{max}}',
  },
  empty: {
    title: 'Kho bài đang trống',
    hint: 'Hãy thêm bài đăng bằng nút kho bài trên bất kỳ thẻ nào, rồi để lại ghi chú cho đội nhóm.',
    search: 'Tìm bài đăng',
    pastEnd: 'Trang này nằm sau bài đăng cuối cùng trong kho bài',
    pastEndHint: 'Một số bài đăng đã được bỏ đi. Hãy quay về trang đầu.',
    firstPage: 'Về trang 1',
  },
};
