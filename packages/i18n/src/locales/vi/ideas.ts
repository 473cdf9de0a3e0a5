import type { Catalogue } from '../../catalogue';

/** Texts of the ideas screen and of adding a post to ideas (idea moderators). */
export const ideas: Catalogue['ideas'] = {
  screen: {
    title: 'Bài đăng ý tưởng',
    description:
      'Những bài đăng được đội ngũ nghiên cứu chọn làm ý tưởng sản phẩm, kèm ghi chú vì sao chúng hiệu quả.',
  },
  niches: {
    label: 'Ngách',
    all: 'Tất cả ngách',
  },
  item: {
    pickedBy: '{{name}} đã chọn',
    formerMember: 'Một cựu thành viên',
    edit: 'Sửa ý tưởng',
    remove: 'Bỏ khỏi ý tưởng',
    removeTitle: 'Bỏ khỏi ý tưởng',
    removeMessage:
      'Bỏ bài đăng này cùng ghi chú của nó khỏi mục ý tưởng? Mọi người sẽ không còn thấy nó ở đây.',
  },
  action: {
    add: 'Thêm vào ý tưởng',
  },
  modal: {
    addTitle: 'Thêm vào ý tưởng',
    editTitle: 'Sửa ý tưởng',
    note: 'Vì sao hiệu quả',
    notePlaceholder: 'Sản phẩm, điểm thu hút, khách hàng, mùa vụ…',
    noteLength: '{{length}} / {{max}}',
    noteRequired: 'Hãy viết ghi chú vì sao bài đăng này là một ý tưởng hay.',
    niche: 'Ngách',
    nicheHint: 'Gợi ý từ thẻ của bài đăng. Chọn một ngách hoặc nhập ngách mới.',
    nichePlaceholder: 'ví dụ: nurse',
    nicheRequired: 'Hãy chọn một ngách.',
    nicheInvalid: 'Mỗi ngách là một thẻ, không chứa dấu phẩy.',
    add: 'Thêm vào ý tưởng',
    save: 'Lưu thay đổi',
    added: 'Đã thêm vào ý tưởng',
    saved: 'Đã lưu ý tưởng',
    loadFailed: 'Không kiểm tra được bài đăng này đã là ý tưởng hay chưa.',
  },
  empty: {
    title: 'Chưa có ý tưởng nào',
    hint: 'Đội ngũ nghiên cứu sẽ thêm vào đây những bài đăng chọn lọc, kèm ghi chú vì sao mỗi bài bán chạy. Hãy quay lại sau nhé.',
    moderatorHint:
      'Thêm bài đăng bằng nút bóng đèn trên thẻ hoặc trang chi tiết của bất kỳ bài đăng nào.',
    search: 'Tìm bài đăng',
    nicheTitle: 'Chưa có ý tưởng nào trong “{{niche}}”',
    nicheHint: 'Các ý tưởng của ngách này đã được bỏ đi. Hãy xem các ngách khác.',
    allNiches: 'Xem tất cả ngách',
    pastEnd: 'Trang này nằm sau ý tưởng cuối cùng',
    pastEndHint: 'Một số ý tưởng đã được bỏ đi. Hãy quay về trang đầu.',
    firstPage: 'Về trang 1',
  },
};
