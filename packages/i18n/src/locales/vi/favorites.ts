import type { Catalogue } from '../../catalogue';

/** Texts of the favorites screens and controls. */
export const favorites: Catalogue['favorites'] = {
  screen: {
    title: 'Yêu thích',
    description: 'Các bài đăng bạn đã lưu, xếp theo danh mục của bạn.',
  },
  heart: {
    save: 'Lưu vào yêu thích',
    remove: 'Bỏ khỏi yêu thích',
    saved: 'Đã lưu vào Yêu thích',
    chooseCategory: 'Chọn danh mục',
    saveFailed: 'Không lưu được vào yêu thích',
    removeFailed: 'Không bỏ được khỏi yêu thích',
  },
  modal: {
    title: 'Thêm vào yêu thích',
    hint: 'Đánh dấu mọi danh mục nên chứa bài đăng này.',
  },
  picker: {
    label: 'Tìm hoặc tạo danh mục',
    placeholder: 'Tìm hoặc tạo danh mục…',
    create: 'Tạo "{{name}}"',
    noCategories: 'Chưa có danh mục nào. Hãy nhập tên để tạo danh mục mới.',
  },
  addAll: {
    button: 'Thêm tất cả vào yêu thích',
    title_one: 'Thêm {{formatted}} bài đăng vào yêu thích',
    title_other: 'Thêm cả {{formatted}} bài đăng vào yêu thích',
    hint: 'Chọn danh mục cho mọi bài đăng trên trang kết quả này, hoặc tạo danh mục mới.',
    added_one: 'Đã thêm {{formatted}} bài đăng vào {{name}}',
    added_other: 'Đã thêm {{formatted}} bài đăng vào {{name}}',
    noneAdded: 'Các bài đăng này đã có sẵn trong {{name}}',
  },
  categories: {
    title: 'Danh mục',
    all: 'Tất cả mục yêu thích',
    default: 'Mặc định',
    create: 'Danh mục mới',
    createTitle: 'Tạo danh mục mới',
    renameTitle: 'Đổi tên danh mục',
    name: 'Tên',
    actions: 'Thao tác với {{name}}',
    rename: 'Đổi tên',
    delete: 'Xóa',
    deleteTitle: 'Xóa danh mục',
    deleteMessage_one: 'Xóa danh mục {{name}} cùng {{formatted}} bài đăng đã lưu trong đó?',
    deleteMessage_other: 'Xóa danh mục {{name}} cùng {{formatted}} bài đăng đã lưu trong đó?',
    showAll: 'Xem tất cả mục yêu thích',
  },
  item: {
    saved: 'Đã lưu',
    remove: 'Bỏ khỏi danh mục',
    removeTitle: 'Bỏ khỏi danh mục',
    removeMessage: 'Bỏ bài đăng này khỏi {{name}}?',
  },
  empty: {
    title: 'Chưa có bài đăng nào được lưu',
    categoryTitle: 'Chưa có bài đăng nào trong {{name}}',
    hint: 'Hãy lưu bài đăng bằng biểu tượng trái tim trên bất kỳ thẻ nào.',
    search: 'Tìm bài đăng',
    pastEnd: 'Trang này nằm sau bài đăng đã lưu cuối cùng',
    pastEndHint: 'Một số bài đăng đã được bỏ đi. Hãy quay về trang đầu.',
    firstPage: 'Về trang 1',
    missingTitle: 'Danh mục này không còn tồn tại',
    missingHint: 'Có thể danh mục đã bị xóa. Các mục yêu thích khác của bạn vẫn còn đây.',
  },
  dialog: {
    done: 'Xong',
    save: 'Lưu',
    create: 'Tạo',
  },
};
