import type { Catalogue } from '../../catalogue';

/** Văn bản của màn hình nhóm và các nút điều khiển. */
export const groups: Catalogue['groups'] = {
  screen: {
    title: 'Nhóm',
    description:
      'Các tập hợp trang, cửa hàng và pixel có tên để bạn theo dõi bài đăng cùng nhau, và các nhóm PostRadar giới thiệu.',
  },
  tabs: {
    label: 'Nhóm nào',
    own: 'Nhóm của tôi',
    featured: 'Nổi bật',
    followed: 'Đang theo dõi',
  },
  count: {
    groups_one: '{{formatted}} nhóm',
    groups_other: '{{formatted}} nhóm',
  },
  members: {
    page_one: '{{formatted}} trang',
    page_other: '{{formatted}} trang',
    domain_one: '{{formatted}} tên miền',
    domain_other: '{{formatted}} tên miền',
    pixel_one: '{{formatted}} pixel',
    pixel_other: '{{formatted}} pixel',
  },
  row: {
    by: 'Của {{name}}',
    featured: 'Nổi bật',
    updated: 'Cập nhật',
  },
  create: {
    action: 'Tạo nhóm',
    title: 'Tạo nhóm mới',
    submit: 'Tạo',
  },
  name: {
    label: 'Tên',
    placeholder: 'Ví dụ: Cửa hàng quà tặng y tá',
  },
  rename: {
    action: 'Đổi tên',
    title: 'Đổi tên “{{name}}”',
    submit: 'Lưu',
  },
  remove: {
    action: 'Xóa',
    title: 'Xóa nhóm “{{name}}”?',
    body: 'Nhóm và danh sách thành viên của nhóm sẽ bị xóa; các trang, tên miền và pixel vẫn còn trong PostRadar.',
  },
  follow: {
    follow: 'Theo dõi',
    following: 'Đang theo dõi',
    failed: 'Không thể thay đổi mục theo dõi',
  },
  copy: {
    action: 'Sao chép vào nhóm của tôi',
    done: 'Đã sao chép vào nhóm của bạn với tên “{{name}}”.',
    failed: 'Không thể sao chép nhóm',
  },
  feature: {
    feature: 'Giới thiệu',
    unfeature: 'Ngừng giới thiệu',
    failed: 'Không thể thay đổi trạng thái nổi bật',
  },
  empty: {
    own: {
      title: 'Bạn chưa có nhóm nào',
      hint: 'Hãy tạo một nhóm, rồi thêm trang, tên miền và pixel vào nhóm từ màn hình của chúng hoặc từ thẻ bài đăng bằng “Thêm vào nhóm”.',
    },
    featured: {
      title: 'Chưa có nhóm nổi bật nào',
      hint: 'Các nhóm PostRadar giới thiệu sẽ hiện ở đây: hãy theo dõi hoặc sao chép chúng vào nhóm của bạn.',
    },
    followed: {
      title: 'Bạn chưa theo dõi nhóm nổi bật nào',
      hint: 'Theo dõi một nhóm nổi bật để giữ nhóm đó ở đây.',
      action: 'Xem các nhóm nổi bật',
    },
    pastEnd: 'Trang này nằm sau trang cuối cùng.',
    firstPage: 'Về trang 1',
  },
  failed: 'Không tải được danh sách nhóm.',
  detail: {
    back: 'Tất cả các nhóm',
    documentTitle: '{{name}} · {{tab}}',
    tabs: {
      label: 'Nhóm',
      details: 'Chi tiết nhóm',
      trending: 'Bài đăng thịnh hành của nhóm',
    },
    missing: {
      title: 'Nhóm này không tồn tại.',
      hint: 'Nhóm có thể đã bị xóa, hoặc đường dẫn bị cắt ngắn. Các nhóm của bạn được liệt kê trong mục Nhóm.',
    },
    failed: 'Không tải được nhóm này.',
    members: 'Thành viên',
    columns: {
      posts: 'Bài đăng',
      ads: 'Quảng cáo',
      latest: 'Bài mới nhất',
    },
    kinds: {
      page: 'Trang',
      domain: 'Tên miền',
      pixel: 'Pixel',
    },
    noMembers: {
      title: 'Nhóm này đang trống',
      hint: 'Thêm trang, tên miền và pixel bằng “Thêm vào nhóm” trên màn hình, trong danh sách của chúng hoặc trên thẻ bài đăng.',
    },
    removeMember: {
      action: 'Gỡ bỏ',
      title: 'Gỡ {{name}} khỏi nhóm?',
      body: 'Mục này vẫn còn trong PostRadar; chỉ nhóm này không còn chứa nó.',
    },
  },
  modal: {
    action: 'Thêm vào nhóm',
    title: 'Thêm vào nhóm',
    target: 'Thêm mục nào',
    targets: {
      page: 'Trang',
      domain: 'Cửa hàng',
      pixel: 'Pixel',
    },
    search: 'Tìm nhóm hoặc đặt tên cho nhóm mới',
    create: 'Tạo “{{name}}”',
    noGroups: 'Bạn chưa có nhóm nào: nhập tên để tạo nhóm đầu tiên.',
    noMatch: 'Không có nhóm nào khớp: hãy tạo nhóm bằng nút ở trên.',
    member: 'Đã có trong nhóm',
    notMember: 'Chưa có trong nhóm',
    done: 'Xong',
  },
};
