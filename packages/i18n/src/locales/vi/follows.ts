import type { Catalogue } from '../../catalogue';

/** Văn bản của màn hình theo dõi: theo dõi, danh sách chặn, các thao tác trên thẻ bài đăng. */
export const follows: Catalogue['follows'] = {
  screen: {
    title: 'Theo dõi',
    pixelsTitle: 'Pixel đang theo dõi',
    description:
      'Các trang, cửa hàng và pixel bạn theo dõi cùng bài đăng mới kể từ lần xem trước, và những gì bạn đã bỏ qua.',
  },
  tabs: {
    label: 'Những gì bạn theo dõi và bỏ qua',
    pages: 'Trang',
    domains: 'Tên miền',
    pixels: 'Pixel',
    blacklist: 'Danh sách chặn',
    withNewPosts_one: '{{count}} mục theo dõi có bài mới',
    withNewPosts_other: '{{count}} mục theo dõi có bài mới',
    ignored_one: '{{count}} mục bị bỏ qua',
    ignored_other: '{{count}} mục bị bỏ qua',
  },
  count: {
    page_one: 'Đang theo dõi {{formatted}} trang',
    page_other: 'Đang theo dõi {{formatted}} trang',
    domain_one: 'Đang theo dõi {{formatted}} tên miền',
    domain_other: 'Đang theo dõi {{formatted}} tên miền',
    pixel_one: 'Đang theo dõi {{formatted}} pixel',
    pixel_other: 'Đang theo dõi {{formatted}} pixel',
    ignored_one: '{{formatted}} mục bị bỏ qua',
    ignored_other: '{{formatted}} mục bị bỏ qua',
  },
  row: {
    newPosts_one: '{{formatted}} bài mới',
    newPosts_other: '{{formatted}} bài mới',
    noNewPosts: 'Chưa có bài mới',
    openNewPosts: 'Xem bài mới của {{name}}',
    followedSince: 'Theo dõi từ',
    posts: 'Bài đăng',
    ads: 'Quảng cáo',
    latest: 'Bài mới nhất',
  },
  unfollow: {
    action: 'Bỏ theo dõi',
    title: 'Bỏ theo dõi {{name}}?',
    body: 'Bài đăng mới của mục này sẽ không còn được đếm ở đây. Bạn có thể theo dõi lại bất cứ lúc nào.',
  },
  blacklist: {
    filter: 'Hiển thị',
    kinds: {
      all: 'Tất cả',
      post: 'Bài đăng',
      page: 'Trang',
      domain: 'Cửa hàng',
    },
    kindNames: {
      post: 'Bài đăng',
      page: 'Trang',
      domain: 'Cửa hàng',
    },
    ignoredSince: 'Bỏ qua',
    noText: 'Không có nội dung',
    unknownPage: 'Trang không rõ',
    remove: 'Gỡ bỏ',
    removeTitle: 'Gỡ {{name}} khỏi danh sách chặn?',
    removeBody: 'Mục này sẽ xuất hiện lại trong các tìm kiếm và danh sách của bạn.',
    postName: 'bài đăng này',
  },
  empty: {
    page: {
      title: 'Bạn chưa theo dõi trang nào',
      hint: 'Theo dõi một trang từ màn hình của trang, danh sách trang hoặc thẻ bài đăng: bài mới của trang sẽ được đếm ở đây.',
      action: 'Xem các trang',
    },
    domain: {
      title: 'Bạn chưa theo dõi tên miền nào',
      hint: 'Theo dõi một cửa hàng từ màn hình của cửa hàng hoặc thẻ bài đăng: bài mới của cửa hàng sẽ được đếm ở đây.',
      action: 'Xem các tên miền',
    },
    pixel: {
      title: 'Bạn chưa theo dõi pixel nào',
      hint: 'Theo dõi một pixel từ màn hình của pixel hoặc thẻ bài đăng để dõi theo mạng lưới cửa hàng phía sau.',
      action: 'Xem các pixel',
    },
    blacklist: {
      title: 'Danh sách chặn đang trống',
      hint: 'Bỏ qua một bài đăng, trang hoặc cửa hàng từ thẻ bài đăng: mục đó rời khỏi tìm kiếm của bạn ngay và được liệt kê ở đây.',
      action: 'Tìm bài đăng',
    },
    blacklistKind: {
      title: 'Không có mục nào thuộc loại này bị bỏ qua',
      hint: 'Chọn “Tất cả” để xem toàn bộ danh sách chặn.',
      action: 'Hiển thị tất cả',
    },
    pastEnd: 'Trang này nằm sau trang cuối cùng.',
    firstPage: 'Về trang 1',
  },
  failed: 'Không tải được danh sách.',
  ignoredNotice: {
    title: {
      page: 'Bạn đang chặn trang này',
      domain: 'Bạn đang chặn cửa hàng này',
    },
    body: {
      page: 'Các bài đăng của trang bị loại khỏi kết quả tìm kiếm của bạn, kể cả danh sách này. Bỏ chặn để xem lại.',
      domain:
        'Các bài đăng của cửa hàng bị loại khỏi kết quả tìm kiếm của bạn, kể cả danh sách này. Bỏ chặn để xem lại.',
    },
  },
  actions: {
    label: 'Theo dõi, thêm vào nhóm hoặc bỏ qua',
    follow: 'Theo dõi',
    following: 'Đang theo dõi',
    followFailed: 'Không thể thay đổi mục theo dõi',
    followMenu: 'Theo dõi trang, cửa hàng hoặc pixel',
    followTargets: {
      page: 'Trang',
      domain: 'Cửa hàng',
      pixel: 'Pixel',
    },
    ignoreMenu: 'Bỏ qua bài đăng, trang hoặc cửa hàng',
    ignorePost: 'Bỏ qua bài đăng này',
    ignorePage: 'Bỏ qua trang {{name}}',
    ignoreDomain: 'Bỏ qua cửa hàng {{host}}',
    ignoreEntity: {
      page: 'Bỏ qua trang này',
      domain: 'Bỏ qua cửa hàng này',
    },
    isIgnored: 'Đã bỏ qua',
    stopIgnoringPost: 'Bỏ chặn bài đăng này',
    stopIgnoringPage: 'Bỏ chặn trang {{name}}',
    stopIgnoringDomain: 'Bỏ chặn cửa hàng {{host}}',
    stopIgnoringEntity: {
      page: 'Bỏ chặn trang này',
      domain: 'Bỏ chặn cửa hàng này',
    },
    stopIgnoringFailed: 'Không thể bỏ chặn',
    ignored: {
      post: 'Đã bỏ qua bài đăng: bài này không còn xuất hiện trong tìm kiếm của bạn.',
      page: 'Đã bỏ qua trang {{name}}: bài đăng của trang không còn xuất hiện trong tìm kiếm của bạn.',
      domain:
        'Đã bỏ qua cửa hàng {{name}}: bài đăng của cửa hàng không còn xuất hiện trong tìm kiếm của bạn.',
    },
    ignoreFailed: 'Không thể bỏ qua',
    undo: 'Hoàn tác',
    restored: 'Đã trở lại trong tìm kiếm của bạn.',
    undoFailed: 'Không thể hoàn tác',
  },
};
