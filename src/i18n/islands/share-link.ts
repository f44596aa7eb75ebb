/**
 * What a shared link that cannot be used says (src/share.ts's LINK_WORDS), in each language. The
 * scorer, the payout comparison and the score sheets read links in the same format, so they say
 * its problems in the same words. Hong Kong's are the simplified converted.
 */
import type { LinkWords } from '../../share-words';
import type { Translations } from '../island-words';

export const LINK_TRANSLATIONS: Translations<LinkWords> = {
  'zh-cn': {
    unreadable: '这个链接完全读不出来。',
    otherVariant: '这个链接是“{v}”玩法的，不是{variant}；它的手牌按{variant}的规则显示。',
    version: '这个链接是按{short}规则的第{cv}版做的；本站现在用第{now}版，所以数值可能已经变了。',
    hand: '链接里的手牌读不出来：{why}',
    seatNotWind: '座位“{value}”不是风位（E、S、W或N）；改用{wind}。',
    roundNotWind: '圈风“{value}”不是风位（E、S、W或N）；改用{wind}。',
    discarderNotWind: '放炮者“{value}”不是风位；按自摸处理。',
    discarderWinner: '放炮者（{wind}）不能是和牌者；按自摸处理。',
    unknownEvent: '不认识的和牌事件“{value}”，已忽略。',
    noField: '{short}没有“{value}”这一项，已忽略。',
    fieldValue: '{field}不能是“{value}”；请重新选择。',
    unknownKey: '不认识的链接项“{value}”，已忽略。',
    noOption: '{short}没有“{value}”这条规则，已忽略。',
    optionInteger: '规则“{option}”的“{value}”不是{min}到{max}之间的整数；改用{using}。',
    optionBoolean: '规则“{option}”的“{value}”不是是或否；改用{using}。',
    optionChoice: '规则“{option}”不能是“{value}”；改用{using}。',
  },
  vi: {
    unreadable: 'Không đọc được liên kết này.',
    otherVariant:
      'Liên kết này dành cho lối chơi “{v}”, không phải {variant}; bài của nó được hiện theo luật {variant}.',
    version:
      'Liên kết này được tạo theo phiên bản {cv} của luật {short}; trang hiện dùng phiên bản {now}, nên các giá trị có thể đã thay đổi.',
    hand: 'Không đọc được bài trong liên kết: {why}',
    seatNotWind: 'Chỗ ngồi “{value}” không phải một hướng gió (E, S, W hoặc N); dùng {wind}.',
    roundNotWind: 'Gió vòng “{value}” không phải một hướng gió (E, S, W hoặc N); dùng {wind}.',
    discarderNotWind: 'Người đánh ra “{value}” không phải một hướng gió; coi như tự ù.',
    discarderWinner: 'Người đánh ra ({wind}) không thể là người ù; coi như tự ù.',
    unknownEvent: 'Bỏ qua sự việc ù không rõ “{value}”.',
    noField: '{short} không có mục “{value}”; đã bỏ qua.',
    fieldValue: '{field} không thể là “{value}”; hãy chọn lại.',
    unknownKey: 'Bỏ qua mục liên kết không rõ “{value}”.',
    noOption: '{short} không có luật “{value}”; đã bỏ qua.',
    optionInteger:
      'Luật “{option}”: “{value}” không phải số nguyên từ {min} đến {max}; dùng {using}.',
    optionBoolean: 'Luật “{option}”: “{value}” không phải có hoặc không; dùng {using}.',
    optionChoice: 'Luật “{option}” không thể là “{value}”; dùng {using}.',
  },
};
