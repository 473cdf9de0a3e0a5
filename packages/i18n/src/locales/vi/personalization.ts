import type { Catalogue } from '../../catalogue';

/** Văn bản của màn hình Cá nhân hoá và các mặc định cá nhân hoá của màn hình nghiên cứu. */
export const personalization: Catalogue['personalization'] = {
  title: 'Cá nhân hoá',
  description: 'Cho PostRadar biết bạn bán gì và bán cho ai.',
  effects: {
    title: 'Thay đổi những gì',
    trending: 'Xu hướng mở sẵn theo ngách, ngôn ngữ và quốc gia của bạn.',
    dashboard: 'Trang Tổng quan hiện những gì đang tăng hôm nay trong ngách của bạn.',
    search:
      'Một tìm kiếm mới trong Bài đăng và Thư viện quảng cáo bắt đầu với các bộ lọc này. Một nhãn phía trên kết quả cho biết điều đó, và một cú nhấp là bỏ được.',
  },
  neverSaved:
    'Chưa có gì được cá nhân hoá: Xu hướng và tìm kiếm mới hiện mọi ngách, ngôn ngữ và quốc gia.',
  niches: {
    label: 'Ngách',
    description: 'Các thẻ của bài đăng bạn nghiên cứu, tối đa {{max}}.',
    placeholder: 'Tìm ngách: nurse, teacher, fishing…',
    nothingFound: 'Không có ngách nào chứa các từ này.',
  },
  languages: {
    label: 'Ngôn ngữ',
    description: 'Ngôn ngữ của bài đăng, tối đa {{max}}.',
    placeholder: 'Chọn ngôn ngữ',
    nothingFound: 'Không có ngôn ngữ phù hợp.',
  },
  countries: {
    label: 'Quốc gia',
    description: 'Quốc gia mà bài đăng nhắm tới, tối đa {{max}}.',
    placeholder: 'Chọn quốc gia',
    nothingFound: 'Không có quốc gia phù hợp.',
  },
  kind: {
    label: 'Bài đăng hay quảng cáo',
    description: 'Những gì một tìm kiếm mới trong Bài đăng và Xu hướng hiện trước.',
    posts: 'Bài đăng',
    ads: 'Quảng cáo',
    both: 'Cả hai',
  },
  posts_one: '{{formatted}} bài đăng',
  posts_other: '{{formatted}} bài đăng',
  countsAsOf: 'Số bài đăng cập nhật',
  save: 'Lưu',
  saved: 'Đã lưu',
  unsaved: 'Bạn có thay đổi chưa lưu.',
  undo: 'Hoàn tác',
  clear: 'Xóa hết',
  saveFailed: 'Không lưu được cá nhân hoá của bạn.',
  loadFailed: 'Không tải được cá nhân hoá của bạn.',
  optionsFailed: 'Không tải được danh sách ngách, ngôn ngữ và quốc gia để chọn.',
  chip: {
    label: 'Cá nhân hoá',
    clear: 'Tìm kiếm không theo cá nhân hoá',
    edit: 'Sửa cá nhân hoá',
  },
  filters: {
    niches: 'Ngách',
    nichesPlaceholder: 'Mọi ngách',
    languages: 'Ngôn ngữ',
    languagesPlaceholder: 'Mọi ngôn ngữ',
    countries: 'Quốc gia',
    countriesPlaceholder: 'Mọi quốc gia',
  },
};
