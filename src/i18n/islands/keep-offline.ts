/**
 * "Keep <variant> offline" in simplified Chinese and Vietnamese (Hong Kong's converted from the
 * simplified, src/i18n/island-words.ts); English is the control's own
 * (src/components/offline/keep-state.ts).
 */
import type { KeepWords } from '../../components/offline/keep-state';
import type { Translations } from '../island-words';

const ZH_CN: KeepWords = {
  intro:
    '你在这里看过的页面会留在这台设备上，没有网络也能打开。离线保存{name}会把它的全部页面（规则、算番器和每个番种）存下来，打牌时用；下载之前会先显示大小。',
  region: '离线保存{name}',
  progress: '已保存的{name}页面',
  'page.one': '1个页面',
  'page.many': '{n}个页面',
  size: '{pages}，下载约{gzip}（在这台设备上占{bytes}）',
  stored: '{pages}（在这台设备上占{bytes}）',
  'failure.offline': '网络断了。有网络时再试一次。',
  'failure.quota': '这台设备没有空间放{bytes}了。腾出一些空间后再试一次。',
  'failure.server': '网站有一个页面没有发过来。过一会儿再试一次。',
  'failure.storage': '这个浏览器拒绝保存这些页面。',
  checking: '正在查看这台设备上保存了什么……',
  unsupported: '这个浏览器不能保存页面供离线使用。',
  'noList.status': '你现在离线，无法查看{name}页面的大小。连上网络后再试一次。',
  retry: '再试一次',
  removed: '{name}的页面已从这台设备上删除。',
  'ready.status': '{removed}{size}。',
  keep: '离线保存{name}',
  'keeping.status': '正在保存{name}：{done}/{pages}……',
  keeping: '正在保存……',
  'kept.status': '{name}已离线保存：{stored}。有网络时会自动更新。',
  remove: '从这台设备上删除{name}',
  'removing.status': '正在删除{name}的页面……',
  removing: '正在删除……',
  'failed.status': '{name}没有离线保存好：已保存{done}/{pages}，然后{why}',
};

const VI: KeepWords = {
  intro:
    'Các trang bạn đọc ở đây được giữ lại trên thiết bị này và mở được khi không có mạng. Giữ {name} để dùng ngoại tuyến sẽ lưu mọi trang của nó (luật, máy tính điểm và từng cách ù) để dùng khi chơi; dung lượng được cho biết trước khi tải bất cứ thứ gì.',
  region: 'Giữ {name} để dùng ngoại tuyến',
  progress: 'Số trang {name} đã lưu',
  'page.one': '1 trang',
  'page.many': '{n} trang',
  size: '{pages}, tải khoảng {gzip} ({bytes} trên thiết bị này)',
  stored: '{pages} ({bytes} trên thiết bị này)',
  'failure.offline': 'mất mạng. Hãy thử lại khi có mạng.',
  'failure.quota':
    'thiết bị này không còn chỗ cho {bytes}. Hãy giải phóng bớt dung lượng rồi thử lại.',
  'failure.server': 'trang web không gửi một trong các trang của nó. Hãy thử lại sau ít phút.',
  'failure.storage': 'trình duyệt này từ chối lưu chúng.',
  checking: 'Đang xem thiết bị này lưu những gì…',
  unsupported: 'Trình duyệt này không lưu được trang để dùng khi không có mạng.',
  'noList.status':
    'Bạn đang ngoại tuyến nên không xem được dung lượng các trang {name}. Hãy kết nối rồi thử lại.',
  retry: 'Thử lại',
  removed: 'Các trang {name} đã được xóa khỏi thiết bị này. ',
  'ready.status': '{removed}{size}.',
  keep: 'Giữ {name} để dùng ngoại tuyến',
  'keeping.status': 'Đang lưu {name}: {done} trên {pages}…',
  keeping: 'Đang lưu…',
  'kept.status':
    '{name} đã được giữ để dùng ngoại tuyến: {stored}. Chúng tự cập nhật khi bạn có mạng.',
  remove: 'Xóa {name} khỏi thiết bị này',
  'removing.status': 'Đang xóa các trang {name}…',
  removing: 'Đang xóa…',
  'failed.status': '{name} chưa được giữ ngoại tuyến: đã lưu {done} trên {pages}, rồi {why}',
};

export const KEEP_TRANSLATIONS: Translations<KeepWords> = { 'zh-cn': ZH_CN, vi: VI };
