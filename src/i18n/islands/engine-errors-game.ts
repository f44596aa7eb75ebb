/**
 * The score sheets' refusals (src/engine/game/play.ts) in each language, by the error's `reason`.
 * A sheet names the hand itself ("Hand 3 cannot be scored: …"), so the sentences do not; the
 * ones about a request's shape are met only through the command line, but are said here too so
 * no refusal is left in English. English is the engine's own message.
 */
const ZH_CN = {
  'game-not-object': '这场牌要写成一个对象，含“players”和“hands”。',
  'game-hands-list': '“hands”必须是一串局。',
  'game-no-rounds': '这种玩法不分圈（谁坐庄由规则决定）：不要写圈数；要打几局是桌上的规则。',
  'game-rounds': '圈数必须是1（只打东圈）、2（东圈和南圈）或4（全场），而不是{value}。',
  'game-players': '请按座位写出玩家：东、南、西、北各一位。',
  'game-player-seat': '“{key}”不是座位：座位写E、S、W、N。',
  'game-player-name': '请写出坐在{seat}的玩家名字。',
  'game-hand-object': '一局要写成对象：和牌者、手牌、和牌方式，或者流局。',
  'game-hand-not-deal': '这种玩法一局一局地算：一局写和牌者、手牌和和牌方式，或者流局。',
  'game-draw-winner': '流局没有和牌者，也没有手牌。',
  'game-winner': '和牌者必须是一位玩家（按第一局的座位），否则这局就是流局。',
  'game-no-hand': '这局没有手牌。',
  'game-context-object': '和牌方式要写成一个对象。',
  'game-context-set': '“{key}”由这场牌自己填（它知道每位玩家的座位和圈风）：不要写。',
  'game-deal-shape': '这种玩法每局都是完整的一盘：写出定缺和这盘的事件。',
  'no-game-sheet': '{variant}还没有记分表。',
  'game-over-deals': '这场牌已经结束（共{length}局）：这一局在结束之后。',
  'game-over-rounds': '这场牌已经结束（共{length}圈）：这一局在结束之后。',
  'not-deal-game': '这种玩法不按整盘结算。',
  'deal-not-over': '这盘还没有结束：三家和牌或牌墙摸完才算结束（摸完时写下还在局中的每家手牌）。',
  'game-context-player': '“{key}”必须是一位玩家（按第一局的座位）。',
  'game-winner-discarder': '和牌者（{winnerSeat}）不能同时是放炮者。',
};

type Reason = keyof typeof ZH_CN;

const VI: Record<Reason, string> = {
  'game-not-object': 'Trận đấu phải là một đối tượng có “players” và “hands”.',
  'game-hands-list': '“hands” phải là một danh sách các ván.',
  'game-no-rounds':
    'Lối chơi này không chia vòng (ai làm cái do luật quyết định): đừng ghi số vòng; chơi bao nhiêu ván là luật của bàn.',
  'game-rounds':
    'Số vòng phải là 1 (chỉ vòng Đông), 2 (Đông và Nam) hoặc 4 (cả trận), không phải {value}.',
  'game-players': 'Hãy ghi tên người chơi theo chỗ ngồi: Đông, Nam, Tây, Bắc mỗi chỗ một người.',
  'game-player-seat': '“{key}” không phải chỗ ngồi: dùng E, S, W, N.',
  'game-player-name': 'Hãy ghi tên người ngồi ở {seat}.',
  'game-hand-object': 'Một ván phải là một đối tượng: người ù, bài và cách ù, hoặc một ván hòa.',
  'game-hand-not-deal':
    'Lối chơi này tính từng ván: một ván ghi người ù, bài và cách ù, hoặc là ván hòa.',
  'game-draw-winner': 'Ván hòa không có người ù và không có bài.',
  'game-winner':
    'Người ù phải là một người chơi (theo chỗ ngồi ở ván đầu), nếu không thì ván này là ván hòa.',
  'game-no-hand': 'Ván này chưa có bài.',
  'game-context-object': 'Cách ù phải là một đối tượng.',
  'game-context-set':
    '“{key}” do trận đấu tự điền (nó biết chỗ ngồi của mỗi người và gió vòng): đừng ghi.',
  'game-deal-shape': 'Ở lối chơi này mỗi ván là một ván trọn: ghi hoa bỏ và các sự việc của ván.',
  'no-game-sheet': '{variant} chưa có bảng ghi điểm.',
  'game-over-deals': 'Trận đấu đã kết thúc (gồm {length} ván): ván này đến sau khi kết thúc.',
  'game-over-rounds': 'Trận đấu đã kết thúc (gồm {length} vòng): ván này đến sau khi kết thúc.',
  'not-deal-game': 'Lối chơi này không tính tiền theo cả ván.',
  'deal-not-over':
    'Ván này chưa kết thúc: ván kết thúc khi ba người đã ù hoặc hết nọc (khi hết nọc, ghi bài của từng người còn chơi).',
  'game-context-player': '“{key}” phải là một người chơi (theo chỗ ngồi ở ván đầu).',
  'game-winner-discarder': 'Người ù ({winnerSeat}) không thể đồng thời là người đánh ra.',
};

export const GAME_ERRORS = { 'zh-cn': ZH_CN, vi: VI };
