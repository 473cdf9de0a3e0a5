import type { Catalogue } from '../../catalogue';

export const common: Catalogue['common'] = {
  productName: 'PostRadar',
  titleSuffix: ' - PostRadar',
  metaDescription:
    'PostRadar tìm những bài đăng và quảng cáo bán chạy trên mạng xã hội, cùng các trang, tên miền cửa hàng và pixel đứng sau chúng.',
  loading: 'Đang tải…',
  loadFailed: 'Xin lỗi, đã có lỗi khi tải trang.',
  retry: 'Thử lại',
  loadFailedHint:
    'Vui lòng kiểm tra kết nối mạng rồi thử lại. Nếu lỗi vẫn tiếp diễn, hãy liên hệ bộ phận hỗ trợ.',
  language: 'Ngôn ngữ',
  languages: { en: 'English', vi: 'Tiếng Việt' },
  pricing: 'Bảng giá',
  backHome: 'Về trang chủ',
  openInNewTab: 'mở trong thẻ mới',
  cancel: 'Hủy',
  close: 'Đóng',
  copied: 'Đã sao chép',
  collectionErrors: {
    duplicateName: 'Tên này đã tồn tại',
    invalidName: 'Tên không hợp lệ',
    limitReached: {
      favoriteCategories: 'Bạn chỉ có thể giữ tối đa {{limit}} danh mục yêu thích.',
      favorites: 'Bạn chỉ có thể giữ tối đa {{limit}} bài đăng yêu thích.',
      follows: 'Bạn chỉ có thể theo dõi tối đa {{limit}} mục.',
      ignoredItems: 'Bạn chỉ có thể bỏ qua tối đa {{limit}} mục.',
      groups: 'Bạn chỉ có thể giữ tối đa {{limit}} nhóm.',
      groupMembers: 'Mỗi nhóm chỉ có thể có tối đa {{limit}} thành viên.',
      savedSearches: 'Bạn chỉ có thể lưu tối đa {{limit}} tìm kiếm.',
      searchHistory: 'Lịch sử chỉ giữ tối đa {{limit}} tìm kiếm.',
      poolItems: 'Kho bài chỉ có thể giữ tối đa {{limit}} bài đăng.',
    },
  },
};
