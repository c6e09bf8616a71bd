<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
  <context>
    <name>lomber</name>
    <message>
      <source>Pass the screen to %1.</source>
      <translation>Передайте экран игроку %1.</translation>
    </message>
    <message>
      <source>I am %1: &amp;show my cards</source>
      <translation>Я — %1: &amp;показать мои карты</translation>
    </message>
    <message>
      <source>Amount to %1</source>
      <translation>Сумма: %1</translation>
    </message>
    <message>
      <source>Cards to %1</source>
      <translation>Карты: %1</translation>
    </message>
    <message>
      <source>Lomber is already running with this data folder (%1) but does not answer. Close it, or end its process, then start Lomber again.</source>
      <translation>«Ломбер» уже запущен с этой папкой данных (%1), но не отвечает. Закройте его или завершите его процесс и запустите «Ломбер» снова.</translation>
    </message>
    <message>
      <source>Lomber</source>
      <translation>Ломбер</translation>
    </message>
    <message>
      <source>Your settings could not be read; the defaults are used. %1</source>
      <translation>Не удалось прочитать настройки; используются настройки по умолчанию. %1</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Вы</translation>
    </message>
    <message>
      <source>Player %1</source>
      <translation>Игрок %1</translation>
    </message>
    <message>
      <source>The history of matches is not available: %1</source>
      <translation>История матчей недоступна: %1</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <source>&amp;Game:</source>
      <translation>&amp;Игра:</translation>
    </message>
    <message>
      <source>&amp;Players:</source>
      <translation>&amp;Число игроков:</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Места</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Правила</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Начать</translation>
    </message>
    <message>
      <source>human</source>
      <translation>человек</translation>
    </message>
    <message>
      <source>computer</source>
      <translation>компьютер</translation>
    </message>
    <message>
      <source>Who plays this seat: you (or a friend at the same screen) or the computer.</source>
      <translation>Кто играет на этом месте: вы (или друг за тем же экраном) или компьютер.</translation>
    </message>
    <message>
      <source>How well the computer plays this seat.</source>
      <translation>Насколько сильно компьютер играет на этом месте.</translation>
    </message>
    <message>
      <source>%1: %2 chips</source>
      <translation>%1: фишек — %2</translation>
    </message>
    <message>
      <source>No single winner.</source>
      <translation>Единственного победителя нет.</translation>
    </message>
    <message>
      <source>Deals played: %1</source>
      <translation>Сыграно сдач: %1</translation>
    </message>
    <message>
      <source>From %1 to %2 players.</source>
      <translation>От %1 до %2 игроков.</translation>
    </message>
    <message>
      <source>Seat %1</source>
      <translation>Место %1</translation>
    </message>
    <message>
      <source>Nothing changed hands.</source>
      <translation>Фишки не переходили из рук в руки.</translation>
    </message>
    <message>
      <source>The winner: %1</source>
      <translation>Победитель: %1</translation>
    </message>
    <message>
      <source>score %1</source>
      <translation>очки: %1</translation>
    </message>
    <message>
      <source>These settings do not fit together: %1</source>
      <translation>Эти настройки несовместимы: %1</translation>
    </message>
    <message>
      <source>Choose Game ▸ New game to sit down at the table.</source>
      <translation>Выберите «Игра ▸ Новая игра», чтобы сесть за стол.</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Игра</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Новая игра…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Открыть…</translation>
    </message>
    <message>
      <source>&amp;Save…</source>
      <translation>&amp;Сохранить…</translation>
    </message>
    <message>
      <source>S&amp;top the match</source>
      <translation>Остановить &amp;матч</translation>
    </message>
    <message>
      <source>&amp;Autosave</source>
      <translation>&amp;Автосохранение</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>В&amp;ыход</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Вид</translation>
    </message>
    <message>
      <source>Animation &amp;speed</source>
      <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Язык</translation>
    </message>
    <message>
      <source>&amp;Four-colour deck</source>
      <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
      <source>Card &amp;back</source>
      <translation>&amp;Рубашка карт</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Справка</translation>
    </message>
    <message>
      <source>&amp;Rules of this game</source>
      <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
      <source>&amp;About Lomber</source>
      <translation>&amp;О программе «Ломбер»</translation>
    </message>
    <message>
      <source>Main</source>
      <translation>Основная</translation>
    </message>
    <message>
      <source>The language changes the next time Lomber starts.</source>
      <translation>Язык сменится при следующем запуске «Ломбера».</translation>
    </message>
    <message>
      <source>Resume?</source>
      <translation>Продолжить?</translation>
    </message>
    <message>
      <source>Open a saved match</source>
      <translation>Открыть сохранённый матч</translation>
    </message>
    <message>
      <source>Lomber records (*.json)</source>
      <translation>Записи «Ломбера» (*.json)</translation>
    </message>
    <message>
      <source>Save the match</source>
      <translation>Сохранить матч</translation>
    </message>
    <message>
      <source>About Lomber</source>
      <translation>О программе «Ломбер»</translation>
    </message>
    <message>
      <source>%1, your turn: %2.</source>
      <translation>%1, ваш ход: %2.</translation>
    </message>
    <message>
      <source>The deal is over</source>
      <translation>Сдача окончена</translation>
    </message>
    <message>
      <source>The match is over. Game ▸ New game for another.</source>
      <translation>Матч окончен. «Игра ▸ Новая игра» — сыграть ещё.</translation>
    </message>
    <message>
      <source>Game log</source>
      <translation>Журнал игры</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Счёт</translation>
    </message>
    <message>
      <source>A match of %1 was not finished. Continue it?</source>
      <translation>Матч в игре «%1» не был закончен. Продолжить его?</translation>
    </message>
    <message>
      <source>There is no match to save.</source>
      <translation>Нет матча для сохранения.</translation>
    </message>
    <message>
      <source>Saved to %1</source>
      <translation>Сохранено в %1</translation>
    </message>
    <message>
      <source>There is no match in progress.</source>
      <translation>Сейчас матч не идёт.</translation>
    </message>
    <message>
      <source>Lomber %1

A card table for four forgotten games: Ferme, Chemin de fer, Fortuna and Fly.</source>
      <translation>Ломбер %1

Ломберный стол для четырёх забытых игр: Ферма, Шмен-де-фер, Фортуна и Мушка.</translation>
    </message>
    <message>
      <source>Lomber — %1</source>
      <translation>Ломбер — %1</translation>
    </message>
    <message>
      <source>%1 is thinking…</source>
      <translation>%1 думает…</translation>
    </message>
    <message>
      <source>%1's turn. Others, please look away.</source>
      <translation>Ход игрока %1. Остальных просим отвернуться.</translation>
    </message>
    <message>
      <source>The match is over</source>
      <translation>Матч окончен</translation>
    </message>
    <message>
      <source>The computer player %1 failed (%2); a safe move was made for it.</source>
      <translation>Компьютерный игрок %1 дал сбой (%2); за него сделан безопасный ход.</translation>
    </message>
    <message>
      <source>This match is over.</source>
      <translation>Этот матч окончен.</translation>
    </message>
    <message>
      <source>The match continues where it stopped.</source>
      <translation>Матч продолжается с того места, где остановился.</translation>
    </message>
    <message>
      <source>The autosaved match could not be read and was kept aside: %1</source>
      <translation>Автосохранённый матч не удалось прочитать, файл отложен в сторону: %1</translation>
    </message>
    <message>
      <source>A match of %1 cannot be stopped early: play it out or start a new game.</source>
      <translation>Матч в игре «%1» нельзя остановить досрочно: доиграйте его или начните новую игру.</translation>
    </message>
    <message>
      <source>The match was stopped.</source>
      <translation>Матч остановлен.</translation>
    </message>
    <message>
      <source>A match of %1 begins.</source>
      <translation>Начинается матч в игре «%1».</translation>
    </message>
    <message>
      <source>The computer players of this game are not installed; they play at random.</source>
      <translation>Компьютерные игроки для этой игры не установлены; они ходят наугад.</translation>
    </message>
    <message>
      <source>Your total: %1.</source>
      <translation>Ваша сумма: %1.</translation>
    </message>
    <message>
      <source>The computer player %1 chose an illegal move (%2); a safe move was made for it.</source>
      <translation>Компьютерный игрок %1 выбрал недопустимый ход (%2); за него сделан безопасный ход.</translation>
    </message>
    <message>
      <source>Autosave failed and is off now: %1</source>
      <translation>Автосохранение не удалось и теперь выключено: %1</translation>
    </message>
    <message>
      <source>Cannot start this game: %1</source>
      <translation>Не удаётся начать эту игру: %1</translation>
    </message>
    <message>
      <source>This file cannot be opened: %1</source>
      <translation>Этот файл не открывается: %1</translation>
    </message>
    <message>
      <source>The match could not be saved: %1</source>
      <translation>Матч не удалось сохранить: %1</translation>
    </message>
    <message>
      <source>The computer players could not run in their own process (%1); they think in the window's process now.</source>
      <translation>Компьютерные игроки не смогли работать в отдельном процессе (%1); теперь они думают в процессе окна.</translation>
    </message>
    <message>
      <source>Not allowed: %1</source>
      <translation>Так нельзя: %1</translation>
    </message>
    <message>
      <source>**At this table: %1.**</source>
      <translation>**За этим столом: %1.**</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <source>Chips</source>
      <translation>Фишки</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Очки</translation>
    </message>
    <message>
      <source>Finished matches of this game: %1, won by a human player: %2</source>
      <translation>Законченных матчей в эту игру: %1, из них выиграно человеком: %2</translation>
    </message>
    <message>
      <source># %1

The rules of this game are not installed yet. The table only ever lets you make legal moves, so you can learn by playing.</source>
      <translation># %1

Правила этой игры пока не установлены. Стол позволяет делать только допустимые ходы, так что можно учиться прямо в игре.</translation>
    </message>
    <message>
      <source>%1 — out</source>
      <translation>%1 — вне игры</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Медленно</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Обычно</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Быстро</translation>
    </message>
    <message>
      <source>Instant</source>
      <translation>Мгновенно</translation>
    </message>
    <message>
      <source>out</source>
      <translation>вне игры</translation>
    </message>
    <message>
      <source>Shoe %1</source>
      <translation>Башмак %1</translation>
    </message>
    <message>
      <source>tricks %1</source>
      <translation>взяток: %1</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>Синяя</translation>
    </message>
    <message>
      <source>Red</source>
      <translation>Красная</translation>
    </message>
    <message>
      <source>System language</source>
      <translation>Язык системы</translation>
    </message>
    <message>
      <source>A card dealt face down</source>
      <translation>Сдана карта рубашкой вверх</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>да</translation>
    </message>
    <message>
      <source>no</source>
      <translation>нет</translation>
    </message>
    <message>
      <source>%1 or %2</source>
      <translation>%1 или %2</translation>
    </message>
    <message>
      <source>The deal is over.</source>
      <translation>Сдача окончена.</translation>
    </message>
    <message>
      <source>%1 cards dealt face down</source>
      <translation>Сдано карт рубашкой вверх: %1</translation>
    </message>
    <message>
      <source>drawn</source>
      <translation>по жребию</translation>
    </message>
    <message>
      <source>— A new deal —</source>
      <translation>— Новая сдача —</translation>
    </message>
    <message>
      <source>%1 shows %2</source>
      <translation>%1 открывает %2</translation>
    </message>
    <message>
      <source>%1 is turned up</source>
      <translation>Открыта карта %1</translation>
    </message>
    <message>
      <source>%1 plays %2</source>
      <translation>%1 кладёт %2</translation>
    </message>
    <message>
      <source>%1 takes the trick</source>
      <translation>%1 берёт взятку</translation>
    </message>
    <message>
      <source>%1 → %2: %3 (%4)</source>
      <translation>%1 → %2: %3 (%4)</translation>
    </message>
    <message>
      <source>%1's score: %2</source>
      <translation>Счёт игрока %1: %2</translation>
    </message>
    <message>
      <source>%1 is the %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <source>%1 leaves the match</source>
      <translation>%1 выбывает из матча</translation>
    </message>
    <message>
      <source>The match is over.</source>
      <translation>Матч окончен.</translation>
    </message>
    <message>
      <source>play a card (click it)</source>
      <translation>сыграйте карту (щёлкните по ней)</translation>
    </message>
    <message>
      <source>— A new deal; %1 deals —</source>
      <translation>— Новая сдача; сдаёт %1 —</translation>
    </message>
    <message>
      <source>%1 gets %2</source>
      <translation>%1 получает %2</translation>
    </message>
    <message>
      <source>%1 puts down a card</source>
      <translation>%1 сбрасывает карту</translation>
    </message>
    <message>
      <source>%1 puts down %2 cards</source>
      <translation>%1 сбрасывает карт: %2</translation>
    </message>
    <message>
      <source>%1 wins the match!</source>
      <translation>%1 выигрывает матч!</translation>
    </message>
    <message>
      <source>plays</source>
      <translation>кладёт</translation>
    </message>
    <message>
      <source>%1 to the table</source>
      <translation>%1 — на стол</translation>
    </message>
    <message>
      <source>%1 discards a card</source>
      <translation>%1 сносит карту</translation>
    </message>
    <message>
      <source>%1 discards %2 cards</source>
      <translation>%1 сносит карт: %2</translation>
    </message>
    <message>
      <source>%1 %2–%3</source>
      <translation>%1 %2–%3</translation>
    </message>
    <message>
      <source>easy</source>
      <translation>лёгкий</translation>
    </message>
    <message>
      <source>normal</source>
      <translation>средний</translation>
    </message>
    <message>
      <source>strong</source>
      <translation>сильный</translation>
    </message>
    <message>
      <source>Skip the draw: this player deals first.</source>
      <translation>Без жребия: этот игрок сдаёт первым.</translation>
    </message>
    <message>
      <source>First dealer</source>
      <translation>Первый сдающий</translation>
    </message>
    <message>
      <source>The smallest bank and the smallest bet.</source>
      <translation>Наименьший банк и наименьшая ставка.</translation>
    </message>
    <message>
      <source>Drawing by the table, or free choice on any point 0–7.</source>
      <translation>Прикуп по таблице или по желанию при любом очке 0–7.</translation>
    </message>
    <message>
      <source>A player who lost a banco may call banco again first.</source>
      <translation>Проигравший банко первым может снова объявить банко.</translation>
    </message>
    <message>
      <source>Cards left unused at the end of the shoe.</source>
      <translation>Сколько карт в конце башмака остаётся неразыгранными.</translation>
    </message>
    <message>
      <source>The house's share of the bets the bank wins.</source>
      <translation>Доля заведения со ставок, выигранных банком.</translation>
    </message>
    <message>
      <source>Skip the auction: this player holds the first bank.</source>
      <translation>Без торга: первый банк держит этот игрок.</translation>
    </message>
    <message>
      <source>by auction</source>
      <translation>торгом</translation>
    </message>
    <message>
      <source>First banker</source>
      <translation>Первый банкомёт</translation>
    </message>
    <message>
      <source>Chemin de fer</source>
      <translation>Шмен-де-фер</translation>
    </message>
    <message>
      <source>Table minimum</source>
      <translation>Минимум стола</translation>
    </message>
    <message>
      <source>Drawing</source>
      <translation>Прикуп карты</translation>
    </message>
    <message>
      <source>Banco suivi</source>
      <translation>Банко сюиви</translation>
    </message>
    <message>
      <source>Cut card</source>
      <translation>Разделительная карта</translation>
    </message>
    <message>
      <source>Commission, %</source>
      <translation>Комиссия, %</translation>
    </message>
    <message>
      <source>bet</source>
      <translation>ставка</translation>
    </message>
    <message>
      <source>win</source>
      <translation>выигрыш</translation>
    </message>
    <message>
      <source>bank</source>
      <translation>банк</translation>
    </message>
    <message>
      <source>commission</source>
      <translation>комиссия</translation>
    </message>
    <message>
      <source>lost</source>
      <translation>проигрыш</translation>
    </message>
    <message>
      <source>returned</source>
      <translation>возврат</translation>
    </message>
    <message>
      <source>bet withdrawn</source>
      <translation>ставка снята</translation>
    </message>
    <message>
      <source>banco</source>
      <translation>банко</translation>
    </message>
    <message>
      <source>no bets</source>
      <translation>ставок нет</translation>
    </message>
    <message>
      <source>stand-off</source>
      <translation>ничья</translation>
    </message>
    <message>
      <source>the bank goes back</source>
      <translation>банк возвращается</translation>
    </message>
    <message>
      <source>the banker retires</source>
      <translation>банкомёт уходит</translation>
    </message>
    <message>
      <source>The auction for the first bank begins.</source>
      <translation>Начинается торг за первый банк.</translation>
    </message>
    <message>
      <source>Nobody bet: the bank passes.</source>
      <translation>Никто не поставил: банк переходит.</translation>
    </message>
    <message>
      <source>The cards are shuffled.</source>
      <translation>Карты тасуются.</translation>
    </message>
    <message>
      <source>The cut card comes out: this is the last coup of the shoe.</source>
      <translation>Вышла разделительная карта: это последняя сдача из башмака.</translation>
    </message>
    <message>
      <source>B&amp;id</source>
      <translation>&amp;Назначить</translation>
    </message>
    <message>
      <source>bids</source>
      <translation>назначает</translation>
    </message>
    <message>
      <source>Ban&amp;k</source>
      <translation>&amp;Банк</translation>
    </message>
    <message>
      <source>sets the bank at</source>
      <translation>открывает банк в</translation>
    </message>
    <message>
      <source>D&amp;eal</source>
      <translation>Сд&amp;авать</translation>
    </message>
    <message>
      <source>deals</source>
      <translation>сдаёт</translation>
    </message>
    <message>
      <source>&amp;Retire</source>
      <translation>&amp;Уйти</translation>
    </message>
    <message>
      <source>retires</source>
      <translation>уходит</translation>
    </message>
    <message>
      <source>&amp;Take</source>
      <translation>В&amp;зять банк</translation>
    </message>
    <message>
      <source>takes the bank</source>
      <translation>берёт банк</translation>
    </message>
    <message>
      <source>Ban&amp;co</source>
      <translation>Банк&amp;о</translation>
    </message>
    <message>
      <source>calls banco</source>
      <translation>объявляет банко</translation>
    </message>
    <message>
      <source>&amp;Bet</source>
      <translation>С&amp;тавка</translation>
    </message>
    <message>
      <source>bets</source>
      <translation>ставит</translation>
    </message>
    <message>
      <source>Bank</source>
      <translation>Банк</translation>
    </message>
    <message>
      <source>the bank</source>
      <translation>банк</translation>
    </message>
    <message>
      <source>Bets</source>
      <translation>Ставки</translation>
    </message>
    <message>
      <source>the bets</source>
      <translation>ставки</translation>
    </message>
    <message>
      <source>House</source>
      <translation>Заведение</translation>
    </message>
    <message>
      <source>the house</source>
      <translation>заведение</translation>
    </message>
    <message>
      <source>banker</source>
      <translation>банкомёт</translation>
    </message>
    <message>
      <source>punter</source>
      <translation>понтёр</translation>
    </message>
    <message>
      <source>by the table</source>
      <translation>по таблице</translation>
    </message>
    <message>
      <source>free</source>
      <translation>свободный</translation>
    </message>
    <message>
      <source>Who deals next: the farm's winner, the farmer's right, or the same farmer.</source>
      <translation>Кто сдаёт дальше: выигравший ферму, сосед фермера справа или тот же фермер.</translation>
    </message>
    <message>
      <source>Who takes the farm when several players have 16.</source>
      <translation>Кто берёт ферму, если 16 очков у нескольких игроков.</translation>
    </message>
    <message>
      <source>Classic rules, or the historical ones of 1659–1779.</source>
      <translation>Классические правила или старинные (1659–1779).</translation>
    </message>
    <message>
      <source>Historical rules: the farmer's own stake in the farm.</source>
      <translation>Старинные правила: вклад фермера — его собственные фишки в ферме.</translation>
    </message>
    <message>
      <source>Historical rules: where bust fines are paid.</source>
      <translation>Старинные правила: куда платят штрафы за перебор.</translation>
    </message>
    <message>
      <source>Historical rules: shuffle before every deal or only when the pack is used up.</source>
      <translation>Старинные правила: тасовать перед каждой сдачей или только когда колода кончится.</translation>
    </message>
    <message>
      <source>Skip the draw: this player is the first farmer.</source>
      <translation>Без жребия: этот игрок — первый фермер.</translation>
    </message>
    <message>
      <source>Next farmer</source>
      <translation>Следующий фермер</translation>
    </message>
    <message>
      <source>Several on 16</source>
      <translation>Несколько по 16</translation>
    </message>
    <message>
      <source>Rule set</source>
      <translation>Правила</translation>
    </message>
    <message>
      <source>Farmer's stake</source>
      <translation>Вклад фермера</translation>
    </message>
    <message>
      <source>Bust fines go to</source>
      <translation>Куда идут штрафы за перебор</translation>
    </message>
    <message>
      <source>Shuffle</source>
      <translation>Тасовать</translation>
    </message>
    <message>
      <source>First farmer</source>
      <translation>Первый фермер</translation>
    </message>
    <message>
      <source>Ferme</source>
      <translation>Ферма</translation>
    </message>
    <message>
      <source>ante</source>
      <translation>анте</translation>
    </message>
    <message>
      <source>bust</source>
      <translation>перебор</translation>
    </message>
    <message>
      <source>the farm</source>
      <translation>ферма</translation>
    </message>
    <message>
      <source>closest to 16</source>
      <translation>ближе всех к 16</translation>
    </message>
    <message>
      <source>stake</source>
      <comment>ferme</comment>
      <translation>вклад фермера</translation>
    </message>
    <message>
      <source>split</source>
      <translation>делёж</translation>
    </message>
    <message>
      <source>pool</source>
      <translation>фонд игроков</translation>
    </message>
    <message>
      <source>the farm goes back</source>
      <translation>ферма возвращается</translation>
    </message>
    <message>
      <source>The cards of the earlier deals are shuffled into a new stock.</source>
      <translation>Карты прежних сдач тасуются в новую колоду.</translation>
    </message>
    <message>
      <source>the farm's winner</source>
      <translation>выигравший ферму</translation>
    </message>
    <message>
      <source>in turn</source>
      <translation>по очереди</translation>
    </message>
    <message>
      <source>the same farmer</source>
      <translation>тот же фермер</translation>
    </message>
    <message>
      <source>the brilliant first</source>
      <translation>сначала бриллиант</translation>
    </message>
    <message>
      <source>the farmer first</source>
      <translation>сначала фермер</translation>
    </message>
    <message>
      <source>classic</source>
      <translation>классические</translation>
    </message>
    <message>
      <source>historical</source>
      <translation>старинные</translation>
    </message>
    <message>
      <source>the players' pool</source>
      <translation>фонд игроков</translation>
    </message>
    <message>
      <source>every deal</source>
      <translation>каждую сдачу</translation>
    </message>
    <message>
      <source>when the pack is used up</source>
      <translation>когда колода кончится</translation>
    </message>
    <message>
      <source>Farm</source>
      <translation>Ферма</translation>
    </message>
    <message>
      <source>Pool</source>
      <comment>ferme</comment>
      <translation>Фонд игроков</translation>
    </message>
    <message>
      <source>the pool</source>
      <comment>ferme</comment>
      <translation>фонд игроков</translation>
    </message>
    <message>
      <source>farmer</source>
      <translation>фермер</translation>
    </message>
    <message>
      <source>Each player's score at the start; the first to reach 0 wins.</source>
      <translation>Начальный счёт каждого игрока; выигрывает первый, кто дойдёт до 0.</translation>
    </message>
    <message>
      <source>The dealer may swap a card for the turned-up trump.</source>
      <translation>Сдающий может обменять карту на открытый козырь.</translation>
    </message>
    <message>
      <source>Chips each player puts into the pot every deal (0: no chips).</source>
      <translation>Сколько фишек каждый ставит на кон за сдачу (0 — без фишек).</translation>
    </message>
    <message>
      <source>Starting score</source>
      <translation>Начальный счёт</translation>
    </message>
    <message>
      <source>Dealer may take the trump</source>
      <translation>Сдающий может взять козырь</translation>
    </message>
    <message>
      <source>Stakes per deal</source>
      <translation>Ставка за сдачу</translation>
    </message>
    <message>
      <source>Fly</source>
      <translation>Мушка</translation>
    </message>
    <message>
      <source>Everyone else folded: %1 takes the five tricks</source>
      <translation>Остальные спасовали: %1 берёт все пять взяток</translation>
    </message>
    <message>
      <source>&amp;Keep</source>
      <translation>&amp;Остаться</translation>
    </message>
    <message>
      <source>keeps</source>
      <translation>остаётся при своих</translation>
    </message>
    <message>
      <source>E&amp;xchange</source>
      <translation>П&amp;рикупить</translation>
    </message>
    <message>
      <source>exchanges</source>
      <translation>прикупает вместо</translation>
    </message>
    <message>
      <source>&amp;Fold</source>
      <translation>П&amp;ас</translation>
    </message>
    <message>
      <source>folds</source>
      <translation>пасует</translation>
    </message>
    <message>
      <source>Take the tr&amp;ump</source>
      <translation>Взять &amp;козырь</translation>
    </message>
    <message>
      <source>takes the trump</source>
      <translation>берёт козырь</translation>
    </message>
    <message>
      <source>Pot</source>
      <translation>Кон</translation>
    </message>
    <message>
      <source>the pot</source>
      <translation>кон</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>пики</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>червы</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>бубны</translation>
    </message>
    <message>
      <source>clubs</source>
      <translation>трефы</translation>
    </message>
    <message>
      <source>The form of the game for the number of players.</source>
      <translation>Форма игры по числу игроков.</translation>
    </message>
    <message>
      <source>Each player's account at the start.</source>
      <translation>Счёт каждого игрока в начале.</translation>
    </message>
    <message>
      <source>With 3 or 2 players: the suit of which only the top cards are kept (A K Q, or 10 to A).</source>
      <translation>При 3 или 2 игроках: масть, в которой оставлены только старшие карты (туз, король, дама или от десятки до туза).</translation>
    </message>
    <message>
      <source>How many parties make the match (0: endless).</source>
      <translation>Из скольких партий состоит матч (0 — без конца).</translation>
    </message>
    <message>
      <source>Variant</source>
      <translation>Вариант</translation>
    </message>
    <message>
      <source>Short suit</source>
      <translation>Короткая масть</translation>
    </message>
    <message>
      <source>Parties</source>
      <translation>Партий</translation>
    </message>
    <message>
      <source>First dealer</source>
      <comment>fortuna</comment>
      <translation>Первый сдатчик</translation>
    </message>
    <message>
      <source>Fortuna</source>
      <translation>Фортуна</translation>
    </message>
    <message>
      <source>Surs</source>
      <translation>Сюры</translation>
    </message>
    <message>
      <source>stake</source>
      <translation>ставка</translation>
    </message>
    <message>
      <source>all passed</source>
      <translation>все спасовали</translation>
    </message>
    <message>
      <source>talon</source>
      <translation>прикуп</translation>
    </message>
    <message>
      <source>leves</source>
      <translation>леве</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>подсад</translation>
    </message>
    <message>
      <source>remise</source>
      <translation>ремиз</translation>
    </message>
    <message>
      <source>punition juste</source>
      <translation>пюнисьон-жюст</translation>
    </message>
    <message>
      <source>consolation</source>
      <translation>консоляция</translation>
    </message>
    <message>
      <source>souverain</source>
      <translation>суверен</translation>
    </message>
    <message>
      <source>share of the pool</source>
      <translation>доля пульки</translation>
    </message>
    <message>
      <source>the partie's winner</source>
      <translation>выигравшему партию</translation>
    </message>
    <message>
      <source>the winner's consolation</source>
      <translation>консоляция от победителя</translation>
    </message>
    <message>
      <source>The multiplier of this deal: ×%2</source>
      <translation>Множитель этой сдачи: ×%2</translation>
    </message>
    <message>
      <source>The short suit of this partie: %3</source>
      <translation>Короткая масть этой партии: %3</translation>
    </message>
    <message>
      <source>Compulsion: %1 must take %2 tricks</source>
      <translation>Неволя: %1 берётся взять взяток: %2</translation>
    </message>
    <message>
      <source>%1 wins the partie</source>
      <translation>%1 выигрывает партию</translation>
    </message>
    <message>
      <source>%1 wins the partie with a grand souverain</source>
      <translation>%1 выигрывает партию гранд-сувереном</translation>
    </message>
    <message>
      <source>%1 wins the partie with a petit souverain</source>
      <translation>%1 выигрывает партию птит-сувереном</translation>
    </message>
    <message>
      <source>four players</source>
      <translation>четыре игрока</translation>
    </message>
    <message>
      <source>three players</source>
      <translation>три игрока</translation>
    </message>
    <message>
      <source>two players</source>
      <translation>два игрока</translation>
    </message>
    <message>
      <source>two players with a talon</source>
      <translation>два игрока с прикупом</translation>
    </message>
    <message>
      <source>random</source>
      <translation>по жребию</translation>
    </message>
    <message>
      <source>P&amp;lay</source>
      <translation>И&amp;граю</translation>
    </message>
    <message>
      <source>will play</source>
      <translation>играет</translation>
    </message>
    <message>
      <source>&amp;Re-pass</source>
      <translation>П&amp;ерепас</translation>
    </message>
    <message>
      <source>re-passes</source>
      <translation>говорит «перепас»</translation>
    </message>
    <message>
      <source>St&amp;ay</source>
      <translation>&amp;Остаюсь</translation>
    </message>
    <message>
      <source>stays</source>
      <translation>остаётся</translation>
    </message>
    <message>
      <source>&amp;Force</source>
      <translation>&amp;Неволя</translation>
    </message>
    <message>
      <source>forces</source>
      <translation>объявляет неволю</translation>
    </message>
    <message>
      <source>B&amp;uy</source>
      <translation>При&amp;купить</translation>
    </message>
    <message>
      <source>buys</source>
      <translation>прикупает</translation>
    </message>
    <message>
      <source>D&amp;iscard</source>
      <translation>Снес&amp;ти</translation>
    </message>
    <message>
      <source>discards</source>
      <translation>сносит</translation>
    </message>
    <message>
      <source>dealer</source>
      <comment>fortuna</comment>
      <translation>сдатчик</translation>
    </message>
    <message>
      <source>Trump</source>
      <translation>Козырь</translation>
    </message>
    <message>
      <source>Starting chips</source>
      <translation>Фишек в начале</translation>
    </message>
    <message>
      <source>Each player's stack at the start.</source>
      <translation>Фишки каждого игрока в начале.</translation>
    </message>
    <message>
      <source>&amp;Draw</source>
      <translation>Взять &amp;карту</translation>
    </message>
    <message>
      <source>draws</source>
      <translation>берёт карту</translation>
    </message>
    <message>
      <source>&amp;Stand</source>
      <translation>&amp;Хватит</translation>
    </message>
    <message>
      <source>stands</source>
      <translation>говорит «хватит»</translation>
    </message>
    <message>
      <source>&amp;Pass</source>
      <translation>&amp;Пас</translation>
    </message>
    <message>
      <source>passes</source>
      <translation>пасует</translation>
    </message>
    <message>
      <source>Pool</source>
      <translation>Пулька</translation>
    </message>
    <message>
      <source>the pool</source>
      <translation>пулька</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>сдающий</translation>
    </message>
  </context>
</TS>
