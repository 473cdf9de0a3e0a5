import type { Catalogue } from '../../catalogue';

export const comingSoon: Catalogue['comingSoon'] = {
  badge: 'Sắp ra mắt',
  whatItWillDo: 'Trang này sẽ giúp bạn',
  inTheMeantime: 'Trong lúc chờ đợi',
  meantimeBody:
    'Bạn có câu hỏi, hay cần một tính năng trước? Hãy cho chúng tôi biết: lộ trình phát triển luôn dựa trên những gì người bán cần.',
  contactSupport: 'Liên hệ hỗ trợ',
  backToDashboard: 'Quay lại trang tổng quan',
  screens: {
    dashboard: {
      title: 'Tổng quan',
      description:
        'Toàn cảnh việc nghiên cứu của bạn: những gì đang nổi trong các ngách hôm nay và những thay đổi từ lần ghé trước.',
      points: [
        'Bài đăng và quảng cáo đang lên xu hướng trong các ngách bạn theo dõi',
        'Hoạt động mới từ fanpage, tên miền và pixel bạn theo dõi',
        'Lối tắt tới các tìm kiếm đã lưu và mục yêu thích mới nhất',
        'Gói dịch vụ, số ngày dùng thử và số chỗ trong đội nhóm ở cùng một nơi',
      ],
    },
    posts: {
      title: 'Bài đăng',
      description:
        'Tìm kiếm trong kho bài đăng tự nhiên lớn, liên tục cập nhật từ các cửa hàng print-on-demand và dropship.',
      points: [
        'Tìm theo tất cả các từ, bất kỳ từ nào, đúng thứ tự hoặc cụm từ chính xác',
        'Lọc theo fanpage, tên miền cửa hàng hoặc thẻ với page:, site: và tag:',
        'Sắp xếp theo lượt cảm xúc, chia sẻ, bình luận, mới nhất hoặc xu hướng 24 giờ',
        'Mở từng bài để xem lịch sử tương tác và ai đứng sau bài đăng',
      ],
    },
    ads: {
      title: 'Thư viện quảng cáo',
      description:
        'Xem những quảng cáo người bán đang trả tiền để chạy, và họ chạy chúng trong bao lâu.',
      points: [
        'Tìm quảng cáo đang chạy theo từ khoá, fanpage hoặc tên miền cửa hàng',
        'Sắp xếp theo số chiến dịch đang chạy cùng một mẫu quảng cáo',
        'Nhận ra quảng cáo chạy liên tục nhiều tuần: dấu hiệu rõ của sản phẩm bán được',
        'Đi thẳng từ quảng cáo tới cửa hàng và pixel đứng sau',
      ],
    },
    pages: {
      title: 'Fanpage',
      description: 'Nghiên cứu các fanpage đang đăng những sản phẩm thắng.',
      points: [
        'Mọi bài đăng và quảng cáo của một fanpage, mới nhất lên đầu',
        'Tên miền cửa hàng và pixel mà mỗi fanpage dẫn khách tới',
        'Xu hướng tương tác của toàn bộ fanpage',
        'Theo dõi fanpage để thấy bài mới ngay trên trang tổng quan',
      ],
    },
    favorites: {
      title: 'Yêu thích',
      description: 'Giữ lại những bài đáng xem lại trong các danh mục do bạn tự đặt tên.',
      points: [
        'Lưu bài đăng hoặc quảng cáo vào một hay nhiều danh mục',
        'Tìm hoặc tạo danh mục ngay trong hộp thoại lưu',
        'Thêm tất cả bài trên một trang kết quả chỉ với một lần bấm',
        'Chia sẻ danh mục với các thành viên trong đội nhóm',
      ],
    },
    follows: {
      title: 'Đang theo dõi',
      description: 'Mọi thứ bạn đang theo dõi hoặc chặn, trong một danh sách dễ sắp xếp.',
      points: [
        'Fanpage, tên miền cửa hàng và pixel bạn đang theo dõi',
        'Bỏ theo dõi chỉ với một cú bấm',
        'Danh sách đen các mục cần ẩn khỏi mọi kết quả tìm kiếm',
        'Gỡ khỏi danh sách đen bất cứ lúc nào',
      ],
    },
    groups: {
      title: 'Nhóm',
      description:
        'Gom các bài đăng liên quan để nghiên cứu một ý tưởng sản phẩm hoặc một đối thủ.',
      points: [
        'Tạo nhóm và thêm bài từ bất kỳ kết quả tìm kiếm nào',
        'Xem các bài đang lên xu hướng trong từng nhóm',
        'Chi tiết nhóm với tổng tương tác',
        'Gỡ bài hoặc xoá nhóm, luôn có bước xác nhận',
      ],
    },
    pixels: {
      title: 'Pixel',
      description:
        'Pixel theo dõi cho biết những cửa hàng nào thuộc cùng một chủ. Theo dõi pixel để xem người bán phát triển ra sao.',
      points: [
        'Tra cứu ID pixel và mọi tên miền dùng chung pixel đó',
        'Xem mọi quảng cáo đang dẫn khách tới các tên miền ấy',
        'Theo dõi pixel và nhận hoạt động mới trên trang tổng quan',
        'Tìm các cửa hàng khác của người bán mà bạn muốn học hỏi',
      ],
    },
    trending: {
      title: 'Xu hướng',
      description: 'Những bài đăng có lượt cảm xúc tăng mạnh nhất trong 24 giờ qua.',
      points: [
        'Xếp hạng theo mức tăng lượt cảm xúc trong 24 giờ',
        'Các đợt tăng đột biến về cảm xúc, chia sẻ và bình luận',
        'Lọc bài xu hướng theo ngách, loại bài và độ mới',
        'Bắt kịp sản phẩm ngay khi nó bùng nổ, không phải sau đó',
      ],
    },
    ideas: {
      title: 'Ý tưởng',
      description:
        'Ý tưởng sản phẩm do đội ngũ nghiên cứu của chúng tôi chọn lọc, cập nhật thường xuyên.',
      points: [
        'Các bài đăng được chọn lọc với tương tác đã được chứng minh',
        'Phân loại theo ngách và theo mùa',
        'Ghi chú vì sao mỗi ý tưởng hiệu quả',
        'Lưu ý tưởng vào mục yêu thích chỉ với một cú bấm',
      ],
    },
    pool: {
      title: 'Kho bài',
      description: 'Kho chung những phát hiện mới, được tổng hợp từ khắp cộng đồng.',
      points: [
        'Bài mới được phát hiện trước khi xuất hiện trong kết quả tìm kiếm',
        'Lọc kho theo ngách và nền tảng',
        'Chuyển những bài bạn thích vào bộ sưu tập riêng',
        'Cập nhật liên tục khi có bài mới được tìm thấy',
      ],
    },
    searchHistory: {
      title: 'Lịch sử tìm kiếm',
      description: 'Quay lại bất kỳ lần tìm kiếm nào, hoặc đặt tên để lưu và chạy lại sau.',
      points: [
        'Mọi lần tìm kiếm cùng từ khoá, bộ lọc và cách sắp xếp',
        'Chạy lại một lần tìm kiếm cũ chỉ với một cú bấm',
        'Đặt tên và lưu những tìm kiếm bạn dùng nhiều nhất',
        'Xoá lịch sử bất cứ khi nào bạn muốn',
      ],
    },
    personalization: {
      title: 'Cá nhân hoá',
      description:
        'Cho PostRadar biết bạn bán gì để những nội dung quan trọng nhất hiện lên trước.',
      points: [
        'Chọn ngách, sản phẩm và thị trường của bạn',
        'Chọn nền tảng và ngôn ngữ bạn quan tâm',
        'Trang tổng quan được tinh chỉnh theo ngách của bạn',
        'Ẩn những nội dung bạn không bao giờ muốn thấy',
      ],
    },
    profile: {
      title: 'Hồ sơ',
      description: 'Tài khoản, ngôn ngữ, số điện thoại và các thiết bị đang đăng nhập.',
      points: [
        'Số điện thoại để khôi phục tài khoản và nhận hỗ trợ',
        'Chọn có hiển thị mục yêu thích trong kết quả tìm kiếm hay không',
        'Lưu thay đổi với thông báo xác nhận rõ ràng',
        'Ngôn ngữ ưa thích được lưu vào tài khoản của bạn',
      ],
    },
    billing: {
      title: 'Thanh toán',
      description: 'Gói dịch vụ, gia hạn và hoá đơn của bạn ở cùng một nơi.',
      points: [
        'Gói hiện tại cùng ngày bắt đầu và ngày hết hạn',
        'Đổi gói hoặc huỷ gói, luôn có bước xác nhận',
        'Lịch sử thanh toán đầy đủ với ngày, số tiền và trạng thái',
        'Thông báo tên chủ đội nhóm khi bạn dùng gói đội nhóm',
      ],
    },
    affiliate: {
      title: 'Tiếp thị liên kết',
      description: 'Nhận hoa hồng từ lần mua đầu tiên của mỗi người bán do bạn giới thiệu.',
      points: [
        'Đường dẫn tiếp thị liên kết riêng, sẵn sàng để sao chép',
        'Danh sách người được giới thiệu cùng gói và ngày đăng ký',
        'Xuất danh sách giới thiệu ra tệp CSV',
        'Điều khoản rõ ràng về việc chi trả vào cuối mỗi tháng',
      ],
    },
    referral: {
      title: 'Giới thiệu',
      description: 'Tham gia chương trình giới thiệu và theo dõi thu nhập của bạn.',
      points: [
        'Đăng ký chỉ với một cú bấm và theo dõi trạng thái hồ sơ',
        'Đặt e-mail PayPal để nhận tiền',
        'Banner và đường dẫn riêng để chia sẻ',
        'Lượt nhấp, lượt giới thiệu, số tiền đang chờ, đã kiếm và đã nhận',
      ],
    },
    team: {
      title: 'Đội nhóm',
      description: 'Mời những người cùng làm việc với bạn dùng chung gói dịch vụ.',
      points: [
        'Thêm thành viên bằng e-mail và giao vai trò quản lý hoặc thành viên',
        'Số chỗ theo đúng giới hạn của gói',
        'Chỉnh sửa hoặc gỡ thành viên bất cứ lúc nào',
        'Thông báo rõ ràng khi e-mail được mời chưa có tài khoản',
      ],
    },
  },
};
