/**
 * Vietnamese mahjong's own refusals in each language, by the error's `reason`: its jokers (which
 * tile each may stand for, bounces, the flower joker) and how its hands are won (blessings, the
 * liable feeder, robbing a bounce, No Flowers No Leaves and its throwing claims). The jokers'
 * names say what each stands for (engine.ts's `extra`), so the sentences need not; a claim or a
 * form field is named as the scorer's form names it. English is the engine's own message.
 */
const ZH_CN = {
  'vn-flower-joker-meld': 'Đại Hoa花混儿不能放进[{meld}]：花混儿从不代替别的牌，请放在花牌中。',
  'vn-flower-joker-standing': 'Đại Hoa花混儿不能放在手牌里：花混儿从不代替别的牌，请放在花牌中。',
  'vn-flower-joker-win': 'Đại Hoa花混儿不能作和张：花混儿从不代替别的牌，请放在花牌中。',
  'vn-flower-joker-wild': '{tile}是花混儿：它从不代替别的牌，只作花牌放在一边。',
  'vn-jokers-per-meld': '[{meld}]里有{count}张混儿：按这桌的规则，吃或碰的一组最多只能有{max}张。',
  'vn-no-real-tile': '[{meld}]没有真牌：吃或碰的一组里有被吃碰的那张牌。',
  'vn-joker-cannot-stand': '{tile}不能代替{forTile}。',
  'vn-chow-suits': '[{meld}]不是吃：真牌不是同一花色的数牌。',
  'vn-chow-run': '[{meld}]不是吃：真牌排不成一个三张的顺子。',
  'vn-jokers-cannot-complete': '{tile}不能补全[{meld}]：它代替不了缺的牌。',
  'vn-not-bonus': '{tile}（{code}）不是花牌：花牌处只放16张花牌和存起的混儿。',
  'vn-bounced-list': '[{meld}]的弹牌必须是一串混儿。',
  'vn-bounced-not-joker': '[{meld}]把“{value}”记为弹出的牌：只有混儿（J1-J9）能从碰里弹出。',
  'vn-bounced-flower-joker': '{tile}不可能从[{meld}]弹出：花混儿从不放在组里。',
  'vn-bounced-not-pung': '{tile}不可能从[{meld}]弹出：弹牌是把混儿从亮出的碰里换回来。',
  'vn-bounced-no-real': '[{meld}]：弹过牌的碰里有换下混儿的那张真牌。',
  'vn-bounced-never-stood': '{tile}不可能从[{meld}]弹出：它代替不了{forTile}，从没放在这个碰里。',
  'vn-liable': '包赔者由计分器算出：请写包赔者和喂牌情况。',
  'vn-throwing-count-number': '连续打出的张数必须是整数，而不是{value}。',
  'vn-throwing-count-low': '连续打出的张数是{count}：报打牌至少要开局连续打出三张合格的牌。',
  'context-choice': '“{key}”不能是{value}：可以用{choices}。',
  'vn-feeder-no-feeding': '包赔者是{feederSeat}，但没有写喂牌情况：请写明他喂的是哪张牌。',
  'vn-feeding-no-feeder': '写了喂牌情况，却没有写包赔者：请写出喂牌的那一家。',
  'vn-feeder-winner': '包赔者（{feederSeat}）不能是和牌者。',
  'vn-feeding-not-fed':
    '“{situationField}”要亮出{need}组：这手牌亮出了{shown}组，而和张不是{feederSeat}打出的。',
  'vn-feeding-not-made':
    '“{situationField}”要亮出{need}组：这手牌亮出了{shown}组，和张{tile}也凑不成第{need}组。',
  'vn-blessing-exposed': '天和、地和、人和都在吃碰之前和牌，但这手牌亮出了[{meld}]。',
  'vn-heaven': '天和（Thiên Ù）是庄家（东家）摸第一张牌就和：自摸，座位是东。',
  'vn-earth': '地和（Địa Ù）是闲家和庄家（东家）打出的第一张牌，或者闲家摸第一张牌就和。',
  'vn-man-off': '这桌不玩人和（Nhân Ù）：{option}没有打开。',
  'vn-man': '人和（Nhân Ù）是闲家在第一次摸牌之前和别人打出的牌。',
  'vn-initial-not-banked': '开局存起的牌写了{tile}，但它不在存起的花牌中。',
  'vn-same-frame':
    '“同一轮”的Tổng和Hợp要每种混儿有好几张的牌（{option}：168、176或184张）：经典的一副只有一轮。',
  'vn-claim-set-aside': '“{claimField}”要求从未存起花牌或混儿，但这手牌有{tiles}。',
  'vn-claim-honour': '“{claimField}”要求最后只剩数牌，但这手牌有{tile}（{code}）。',
  'vn-throwing-count-alone': '连续打出的张数是{count}，但没有报打牌。',
  'vn-throwing-off': '这桌不玩“{claimField}”：请打开{option}。',
  'vn-throwing-too-many': '“{claimField}”数了连续{count}张，但{size}张的一副只有{most}张这类牌。',
  'vn-throwing-self-drawn':
    '“{claimField}”只在自己摸牌时报：要自摸（只有打花／混儿可以和别人打出的牌）。',
  'vn-throwing-nfnl': '真无花无叶和“{claimField}”只能报一个：只有打花／混儿能和真无花无叶一起算。',
  'vn-throwing-blessing': '“{claimField}”在自己至少打出三张之后，所以不能同时是天和、地和或人和。',
  'vn-throwing-exposed': '“{claimField}”不能有任何吃碰，但这手牌亮出了[{meld}]。',
  'vn-wild-self-drawn':
    '{tile}只能作别人打出的牌来和：摸到的混儿或花牌要放在一边或留着，不能自摸和。',
  'vn-wild-robbed': '{tile}不能被抢：只有真牌才会加进杠或弹进碰。',
  'vn-robbing-copies':
    '抢杠抢的是别人加到碰上的第四张{tile}，和牌者手里不会有别的{tile}，但这手牌有{count}张。',
  'vn-robbing-both': '一次和牌只能是抢杠或抢弹牌，不能两者都是。',
  'vn-bounce-off': '这桌不玩抢弹牌（Bắt Quân Nẩy）：请打开{option}。',
  'vn-bounce-self-drawn': '抢弹牌是和别人的牌：请把弹牌的那一家写为放炮者。',
  'vn-bounce-copies':
    '弹牌的那一家碰里留着两张{tile}，和牌者最多只能再有一张，但这手牌有{count}张。',
  'vn-replacement-without': '补牌和要在杠、放在一边的花牌或存起、弹出的混儿之后；这手牌都没有。',
  'vn-streak-off': '连和局数是{count}，但这桌不算连和：请打开{option}。',
};

type Reason = keyof typeof ZH_CN;

const VI: Record<Reason, string> = {
  'vn-flower-joker-meld':
    'Đại Hoa không thể nằm trong [{meld}]: Joker hoa không bao giờ thay quân khác; hãy để riêng với các quân hoa.',
  'vn-flower-joker-standing':
    'Đại Hoa không thể đứng trong bài: Joker hoa không bao giờ thay quân khác; hãy để riêng với các quân hoa.',
  'vn-flower-joker-win':
    'Đại Hoa không thể là quân ù: Joker hoa không bao giờ thay quân khác; hãy để riêng với các quân hoa.',
  'vn-flower-joker-wild':
    '{tile} là Joker hoa: nó không bao giờ thay quân khác, chỉ để riêng như quân hoa.',
  'vn-jokers-per-meld':
    '[{meld}] có {count} quân Joker: theo luật của bàn này, một bộ Ăn hoặc Phỗng chỉ được nhiều nhất {max}.',
  'vn-no-real-tile': '[{meld}] không có quân thật: bộ Ăn hoặc Phỗng chứa quân được ăn.',
  'vn-joker-cannot-stand': '{tile} không thể thay {forTile}.',
  'vn-chow-suits': '[{meld}] không phải Ăn: các quân thật không phải quân số cùng một hoa.',
  'vn-chow-run': '[{meld}] không phải Ăn: các quân thật không xếp được thành một dãy ba quân.',
  'vn-jokers-cannot-complete':
    '{tile} không thể làm đủ [{meld}]: nó không thay được quân còn thiếu.',
  'vn-not-bonus':
    '{tile} ({code}) không phải quân hoa: phần quân hoa chỉ nhận 16 quân hoa và các Joker đã để riêng.',
  'vn-bounced-list': 'Các quân nẩy của [{meld}] phải là một danh sách quân Joker.',
  'vn-bounced-not-joker':
    '[{meld}] ghi “{value}” là quân nẩy: chỉ quân Joker (J1-J9) mới nẩy ra khỏi Phỗng.',
  'vn-bounced-flower-joker':
    '{tile} không thể nẩy ra khỏi [{meld}]: Joker hoa không bao giờ nằm trong bộ.',
  'vn-bounced-not-pung':
    '{tile} không thể nẩy ra khỏi [{meld}]: nẩy là lấy quân Joker ra khỏi một Phỗng đã hạ.',
  'vn-bounced-no-real': '[{meld}]: Phỗng đã nẩy phải có quân thật thay cho quân Joker.',
  'vn-bounced-never-stood':
    '{tile} không thể nẩy ra khỏi [{meld}]: nó không thay được {forTile} nên chưa từng nằm trong Phỗng đó.',
  'vn-liable': 'Người phải đền do máy tính ra: hãy ghi người phải đền và tình huống cho ăn.',
  'vn-throwing-count-number': 'Số quân ném liền phải là số nguyên, không phải {value}.',
  'vn-throwing-count-low':
    'Số quân ném liền là {count}: báo ném cần ít nhất ba quân hợp lệ ném liền đầu ván.',
  'context-choice': '“{key}” không thể là {value}: dùng {choices}.',
  'vn-feeder-no-feeding':
    'Người phải đền là {feederSeat} nhưng chưa ghi tình huống cho ăn: hãy ghi người ấy đã cho quân nào.',
  'vn-feeding-no-feeder':
    'Đã ghi tình huống cho ăn nhưng chưa ghi người phải đền: hãy ghi người đã cho quân.',
  'vn-feeder-winner': 'Người phải đền ({feederSeat}) không thể là người ù.',
  'vn-feeding-not-fed':
    '“{situationField}” cần {need} bộ đã hạ: bài có {shown} bộ, và quân ù không phải quân {feederSeat} đánh ra.',
  'vn-feeding-not-made':
    '“{situationField}” cần {need} bộ đã hạ: bài có {shown} bộ, và quân ù {tile} không làm thành bộ thứ {need}.',
  'vn-blessing-exposed':
    'Thiên Ù, Địa Ù và Nhân Ù đều ù trước khi ăn phỗng, nhưng bài đã hạ [{meld}].',
  'vn-heaven': 'Thiên Ù là nhà cái (Đông) ù ngay quân bốc đầu tiên: tự ù, ngồi ở Đông.',
  'vn-earth':
    'Địa Ù là nhà con ù quân đầu tiên nhà cái (Đông) đánh ra, hoặc ù ngay quân bốc đầu tiên của mình.',
  'vn-man-off': 'Bàn này không chơi Nhân Ù: {option} đang tắt.',
  'vn-man': 'Nhân Ù là nhà con ù quân người khác đánh ra trước lần bốc đầu tiên của mình.',
  'vn-initial-not-banked':
    'Đã ghi {tile} để riêng ở vòng đầu, nhưng nó không có trong phần quân hoa.',
  'vn-same-frame':
    'Tổng và Hợp “cùng vòng” cần bộ bài có nhiều quân mỗi loại Joker ({option}: 168, 176 hoặc 184 quân): bộ cổ điển chỉ có một vòng.',
  'vn-claim-set-aside':
    '“{claimField}” nghĩa là chưa từng để riêng quân hoa hay Joker nào, nhưng bài có {tiles}.',
  'vn-claim-honour': '“{claimField}” kết thúc chỉ với quân số, nhưng bài có {tile} ({code}).',
  'vn-throwing-count-alone': 'Số quân ném liền là {count}, nhưng chưa báo kiểu ném nào.',
  'vn-throwing-off': 'Bàn này không chơi “{claimField}”: hãy bật {option}.',
  'vn-throwing-too-many':
    '“{claimField}” đếm {count} quân ném liền, nhưng bộ {size} quân chỉ có {most} quân loại đó.',
  'vn-throwing-self-drawn':
    '“{claimField}” chỉ báo khi tự bốc: phải tự ù (chỉ Ném Hoa/Joker mới được ù quân người khác đánh ra).',
  'vn-throwing-nfnl':
    'Chỉ báo một trong Không Hoa Không Lá thật và “{claimField}”: chỉ Ném Hoa/Joker mới được tính cùng Không Hoa Không Lá thật.',
  'vn-throwing-blessing':
    '“{claimField}” đến sau ít nhất ba quân mình đánh ra, nên không thể đồng thời là Thiên Ù, Địa Ù hay Nhân Ù.',
  'vn-throwing-exposed': '“{claimField}” không được ăn phỗng gì, nhưng bài đã hạ [{meld}].',
  'vn-wild-self-drawn':
    '{tile} chỉ làm ù khi là quân người khác đánh ra: Joker hay quân hoa bốc được thì để riêng hoặc giữ lại, không bao giờ là quân tự ù.',
  'vn-wild-robbed':
    '{tile} không thể bị bắt: chỉ quân thật mới được thêm vào Coong hay nẩy vào Phỗng.',
  'vn-robbing-copies':
    'Bắt Coong là bắt quân {tile} thứ tư người khác thêm vào Phỗng, nên người ù không còn quân {tile} nào khác, nhưng bài này có {count}.',
  'vn-robbing-both': 'Một lần ù là Bắt Coong hoặc Bắt Quân Nẩy, không phải cả hai.',
  'vn-bounce-off': 'Bàn này không chơi Bắt Quân Nẩy: hãy bật {option}.',
  'vn-bounce-self-drawn':
    'Bắt Quân Nẩy là ù quân của người khác: hãy chọn người đã nẩy quân làm người đánh ra.',
  'vn-bounce-copies':
    'Người nẩy quân giữ hai quân {tile} trong Phỗng, nên người ù chỉ có thể có thêm một, nhưng bài này có {count}.',
  'vn-replacement-without':
    'Ù bằng quân bốc bù phải sau một Coong, một quân hoa để riêng hoặc một Joker để riêng hay nẩy ra; bài này không có.',
  'vn-streak-off': 'Số ván ù liền là {count}, nhưng bàn này không tính ù liền: hãy bật {option}.',
};

export const VIETNAMESE_ERRORS = { 'zh-cn': ZH_CN, vi: VI };
