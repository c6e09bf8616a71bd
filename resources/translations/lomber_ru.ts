<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
  <context>
    <name>lomber</name>
    <message>
      <source>Join my Lomber table: in Lomber choose Game ▸ Join a table…</source>
      <translation>Присоединяйтесь к моему столу в Ломбере: выберите Игра ▸ Присоединиться к столу…</translation>
    </message>
    <message>
      <source>Join code: %1</source>
      <translation>Код стола: %1</translation>
    </message>
    <message>
      <source>Or open this link: %1</source>
      <translation>Или откройте ссылку: %1</translation>
    </message>
    <message>
      <source>Open a port on my router</source>
      <translation>Открыть порт на роутере</translation>
    </message>
    <message>
      <source>Asks the home router (UPnP) to let friends on the internet reach this table, for as long as it is open.</source>
      <translation>Просит домашний роутер (UPnP) пропускать друзей из интернета к этому столу, пока он открыт.</translation>
    </message>
    <message>
      <source>Copy invitation</source>
      <translation>Копировать приглашение</translation>
    </message>
    <message>
      <source>The invitation is copied: paste it to your friends.</source>
      <translation>Приглашение скопировано: отправьте его друзьям.</translation>
    </message>
    <message>
      <source>Address: %1</source>
      <translation>Адрес: %1</translation>
    </message>
    <message>
      <source>Relay: %1</source>
      <translation>Ретранслятор: %1</translation>
    </message>
    <message>
      <source>Asking the router…</source>
      <translation>Запрос к роутеру…</translation>
    </message>
    <message>
      <source>The router opened no port (%1): friends on the internet need a relay.</source>
      <translation>Роутер не открыл порт (%1): друзьям в интернете нужен ретранслятор.</translation>
    </message>
    <message>
      <source>The router lets friends in at %1 while the table is open.</source>
      <translation>Роутер пропускает друзей по адресу %1, пока стол открыт.</translation>
    </message>
    <message>
      <source>The router's own address %1 is not public (a provider's NAT): friends may need a relay.</source>
      <translation>Собственный адрес роутера %1 не публичный (NAT провайдера): друзьям может понадобиться ретранслятор.</translation>
    </message>
    <message>
      <source> or </source>
      <translation> или </translation>
    </message>
    <message>
      <source>the gentlest opponent; plays by simple rules.</source>
      <translation>самый мягкий соперник; играет по простым правилам.</translation>
    </message>
    <message>
      <source>a steady opponent; plays by the usual rules of the game.</source>
      <translation>ровный соперник; играет по обычным правилам игры.</translation>
    </message>
    <message>
      <source>the best this game's computer plays.</source>
      <translation>лучшее, на что способен компьютер в этой игре.</translation>
    </message>
    <message>
      <source>the strong level with five times the work; thinks up to five seconds a move.</source>
      <translation>сильный уровень с впятеро большей работой; думает до пяти секунд на ход.</translation>
    </message>
    <message>
      <source>How well the computer plays this seat.</source>
      <translation>Насколько сильно компьютер играет на этом месте.</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <source>here</source>
      <translation>за столом</translation>
    </message>
    <message>
      <source>away</source>
      <translation>нет на месте</translation>
    </message>
    <message>
      <source>away: a computer plays meanwhile</source>
      <translation>нет на месте: пока играет компьютер</translation>
    </message>
    <message>
      <source>The table is open: waiting for players.</source>
      <translation>Стол открыт: ждём игроков.</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Начать</translation>
    </message>
    <message>
      <source>Allow hints and odds</source>
      <translation>Разрешить подсказки и шансы</translation>
    </message>
    <message>
      <source>The network players may use the Hint and the Odds panel at their computers (their advice sees only their own cards). Set before the start.</source>
      <translation>Игроки по сети могут пользоваться подсказкой и панелью «Шансы» на своих компьютерах (их советы видят только их собственные карты). Задаётся до начала игры.</translation>
    </message>
    <message>
      <source>Turn time:</source>
      <translation>Время на ход:</translation>
    </message>
    <message>
      <source>A network player who has not decided in this time is played by a computer until he answers. Off: the table waits for him.</source>
      <translation>За сетевого игрока, не решившего за это время, играет компьютер, пока он не ответит. «Нет»: стол ждёт его.</translation>
    </message>
    <message>
      <source>you</source>
      <translation>вы</translation>
    </message>
    <message>
      <source>computer: %1</source>
      <translation>компьютер: %1</translation>
    </message>
    <message>
      <source>A table hosted from this window keeps a seat for you: make one seat "human". (To host without playing, use lomber serve.)</source>
      <translation>Стол, открытый из этого окна, оставляет место за вами: пусть одно место будет «человек». (Чтобы открыть стол, не играя самому, используйте lomber serve.)</translation>
    </message>
    <message>
      <source>The table is open again: its players return to their seats.</source>
      <translation>Стол снова открыт: его игроки возвращаются на свои места.</translation>
    </message>
    <message>
      <source>Reopen the table?</source>
      <translation>Открыть стол снова?</translation>
    </message>
    <message>
      <source>Table open</source>
      <translation>Стол открыт</translation>
    </message>
    <message>
      <source>Your table is open. Friends choose Game ▸ Join a table… and type this code:</source>
      <translation>Ваш стол открыт. Друзья выбирают «Игра ▸ Присоединиться к столу…» и вводят этот код:</translation>
    </message>
    <message>
      <source>The table is open; a player who drops can return with this code:</source>
      <translation>Стол открыт; игрок, у которого прервалась связь, может вернуться с этим кодом:</translation>
    </message>
    <message>
      <source>Every network seat has its player: press Start when ready.</source>
      <translation>Все сетевые места заняты: нажмите «Начать», когда будете готовы.</translation>
    </message>
    <message>
      <source>waiting for a player…</source>
      <translation>ждём игрока…</translation>
    </message>
    <message>
      <source>This computer's Qt has no TLS with pre-shared keys: a table cannot be opened.</source>
      <translation>В Qt на этом компьютере нет TLS с общим ключом: стол открыть нельзя.</translation>
    </message>
    <message>
      <source>The table could not be opened: %1</source>
      <translation>Стол не удалось открыть: %1</translation>
    </message>
    <message numerus="yes">
      <source>Lomber stopped while it hosted a table of %1 with %n network player(s). Reopen the table, so that they return to their seats?</source>
      <translation>
        <numerusform>Lomber остановился, когда был хозяином стола игры «%1» с %n сетевым игроком. Открыть стол снова, чтобы игроки вернулись на свои места?</numerusform>
        <numerusform>Lomber остановился, когда был хозяином стола игры «%1» с %n сетевыми игроками. Открыть стол снова, чтобы игроки вернулись на свои места?</numerusform>
        <numerusform>Lomber остановился, когда был хозяином стола игры «%1» с %n сетевыми игроками. Открыть стол снова, чтобы игроки вернулись на свои места?</numerusform>
      </translation>
    </message>
    <message>
      <source>off</source>
      <translation>нет</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 с</translation>
    </message>
    <message>
      <source>Seat %1</source>
      <translation>Место %1</translation>
    </message>
    <message>
      <source>network player</source>
      <translation>игрок по сети</translation>
    </message>
    <message>
      <source>Who plays this seat: a friend who joins over the network, or the computer.</source>
      <translation>Кто играет на этом месте: друг, подключившийся по сети, или компьютер.</translation>
    </message>
    <message>
      <source>Let a computer play</source>
      <translation>Пусть играет компьютер</translation>
    </message>
    <message>
      <source>A computer plays this seat until its player answers a prompt or returns.</source>
      <translation>За это место играет компьютер, пока его игрок не ответит на запрос или не вернётся.</translation>
    </message>
    <message>
      <source>Cannot start this game: %1</source>
      <translation>Не удаётся начать эту игру: %1</translation>
    </message>
    <message>
      <source>Move to…</source>
      <translation>Пересадить…</translation>
    </message>
    <message>
      <source>Move this player to another seat (before the start).</source>
      <translation>Пересадить этого игрока на другое место (до начала игры).</translation>
    </message>
    <message>
      <source>Free the seat</source>
      <translation>Освободить место</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Вы</translation>
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
      <source>New to this game? &amp;Learn it</source>
      <translation>Впервые в этой игре? &amp;Научиться</translation>
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
      <source>Who plays this seat: you (or a friend at the same screen), the computer, or a friend at another computer who joins over the network.</source>
      <translation>Кто играет на этом месте: вы (или друг за тем же экраном), компьютер или друг за другим компьютером, который подключится по сети.</translation>
    </message>
    <message numerus="yes">
      <source>From %1 to %n players.</source>
      <translation>
        <numerusform>От %1 до %n игрока.</numerusform>
        <numerusform>От %1 до %n игроков.</numerusform>
        <numerusform>От %1 до %n игроков.</numerusform>
      </translation>
    </message>
    <message>
      <source>Player %1</source>
      <translation>Игрок %1</translation>
    </message>
    <message>
      <source>%1 is out of range. %2 The value stays %3.</source>
      <translation>%1 — вне допустимых значений. %2 Остаётся %3.</translation>
    </message>
    <message>
      <source>%1: %2 is out of range. %3 The value stays %4.</source>
      <translation>%1: %2 — вне допустимых значений. %3 Остаётся %4.</translation>
    </message>
    <message>
      <source>These settings do not fit together: %1</source>
      <translation>Эти настройки несовместимы: %1</translation>
    </message>
    <message>
      <source>Replaying the saved match's moves…</source>
      <translation>Воспроизводятся ходы сохранённого матча…</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <source>Opening a saved match</source>
      <translation>Открытие сохранённого матча</translation>
    </message>
    <message>
      <source>From %1 to %2.</source>
      <translation>От %1 до %2.</translation>
    </message>
    <message>
      <source>Relay:</source>
      <translation>Ретранслятор:</translation>
    </message>
    <message>
      <source>An MQTT broker (yours, your group's or a hosted one) that carries the table's encrypted stream when a friend cannot reach it directly. Empty: no relay.</source>
      <translation>Брокер MQTT (ваш, вашей компании или арендованный), который передаёт зашифрованный поток стола, когда друг не может подключиться к нему напрямую. Пусто — без ретранслятора.</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>Проверить</translation>
    </message>
    <message>
      <source>The relay is an MQTT broker's address, e.g. %1 (mqtt:// for one on your own network).</source>
      <translation>Ретранслятор — это адрес брокера MQTT, например %1 (mqtt:// — для брокера в вашей собственной сети).</translation>
    </message>
    <message>
      <source>Testing the relay…</source>
      <translation>Проверяем ретранслятор…</translation>
    </message>
    <message>
      <source>Type a relay's address to test it.</source>
      <translation>Введите адрес ретранслятора, чтобы его проверить.</translation>
    </message>
    <message>
      <source>The relay answers.</source>
      <translation>Ретранслятор отвечает.</translation>
    </message>
    <message>
      <source>The relay does not answer: check its address, port and whether it needs TLS (mqtts://).</source>
      <translation>Ретранслятор не отвечает: проверьте адрес, порт и нужен ли ему TLS (mqtts://).</translation>
    </message>
    <message>
      <source>Friends who cannot reach your address join through the relay, with the same code.</source>
      <translation>Друзья, которые не могут подключиться по вашему адресу, войдут через ретранслятор с тем же кодом.</translation>
    </message>
    <message>
      <source>“{text}” needs at least one card, such as “{text} 7C”.</source>
      <translation>После «{text}» нужна хотя бы одна карта, например «{text} 7C».</translation>
    </message>
    <message>
      <source>An action cannot be empty: write a word such as “draw”, “bet 30” or a card such as “QH”.</source>
      <translation>Ход не может быть пустым: напишите слово, например «draw» или «bet 30», или карту, например «QH».</translation>
    </message>
    <message>
      <source>This is not a well-formed action.</source>
      <translation>Это неправильно записанный ход.</translation>
    </message>
    <message>
      <source>“{text}” cannot be read as an action: only plain letters, digits and spaces.</source>
      <translation>«{text}» не читается как ход: допустимы только латинские буквы, цифры и пробелы.</translation>
    </message>
    <message>
      <source>“{text}” needs one whole number written with the digits 0–9, such as “{text} 10”.</source>
      <translation>После «{text}» нужно одно целое число из цифр 0–9, например «{text} 10».</translation>
    </message>
    <message>
      <source>“{text}” needs one card, such as “{text} QH”.</source>
      <translation>После «{text}» нужна одна карта, например «{text} QH».</translation>
    </message>
    <message>
      <source>An action is a text such as “draw” or “bet 30”.</source>
      <translation>Ход записывается текстом, например «draw» или «bet 30».</translation>
    </message>
    <message>
      <source>“{text}” cannot be read as an action: a word is followed by one whole number or by cards.</source>
      <translation>«{text}» не читается как ход: после слова идёт одно целое число или карты.</translation>
    </message>
    <message>
      <source>A match of {game} cannot be stopped early.</source>
      <translation>Матч в игре «{game}» нельзя остановить досрочно.</translation>
    </message>
    <message>
      <source>{card}: you must follow suit ({suit}) when you can.</source>
      <translation>{card}: если можно, надо ходить в масть ({suit}).</translation>
    </message>
    <message numerus="yes">
      <source>A number has more than %n digit(s).</source>
      <translation>
        <numerusform>В числе больше %n цифры.</numerusform>
        <numerusform>В числе больше %n цифр.</numerusform>
        <numerusform>В числе больше %n цифр.</numerusform>
      </translation>
    </message>
    <message>
      <source>The match is over.</source>
      <translation>Матч окончен.</translation>
    </message>
    <message>
      <source>There is no advisor for the game “{text}”.</source>
      <translation>Для игры «{text}» нет советчика.</translation>
    </message>
    <message>
      <source>There is no seat “{text}” at this table.</source>
      <translation>За этим столом нет места «{text}».</translation>
    </message>
    <message>
      <source>“{text}” is not a card: write the rank, then the suit (QH, 10S, AS).</source>
      <translation>«{text}» — не карта: пишите достоинство, затем масть (QH, 10S, AS).</translation>
    </message>
    <message>
      <source>It is not a regular file.</source>
      <translation>Это не обычный файл.</translation>
    </message>
    <message>
      <source>It is a folder, not a file.</source>
      <translation>Это папка, а не файл.</translation>
    </message>
    <message>
      <source>It holds “{text}”, which is not a number.</source>
      <translation>В нём есть «{text}», а это не число.</translation>
    </message>
    <message>
      <source>“{action}” is not possible now (you may: {legal}).</source>
      <translation>«{action}» сейчас нельзя (можно: {legal}).</translation>
    </message>
    <message>
      <source>You do not hold {cards}.</source>
      <translation>У вас на руке нет {cards}.</translation>
    </message>
    <message>
      <source>It is not valid JSON (line {line}, column {column}).</source>
      <translation>Это не JSON или он повреждён (строка {line}, позиция {column}).</translation>
    </message>
    <message>
      <source>It is not UTF-8 text.</source>
      <translation>Это не текст в UTF-8.</translation>
    </message>
    <message>
      <source>Turn: {turn}, not {seat}.</source>
      <translation>Очередь: {turn}, а не {seat}.</translation>
    </message>
    <message>
      <source>“{option}” must not be below “{other}”.</source>
      <translation>«{option}» не может быть меньше, чем «{other}».</translation>
    </message>
    <message>
      <source>“{option}”: “{value}” is not a whole number.</source>
      <translation>«{option}»: «{value}» — не целое число.</translation>
    </message>
    <message>
      <source>“{option}” must be from {lo} to {hi}, not {value}.</source>
      <translation>«{option}»: нужно от {lo} до {hi}, а не {value}.</translation>
    </message>
    <message>
      <source>“{option}”: “{value}” is not a seat at this table.</source>
      <translation>«{option}»: «{value}» — не место за этим столом.</translation>
    </message>
    <message>
      <source>Unknown options: {text}.</source>
      <translation>Неизвестные настройки: {text}.</translation>
    </message>
    <message>
      <source>“{option}” must be one of: {values} (not “{value}”).</source>
      <translation>«{option}»: допустимо одно из значений {values} (а не «{value}»).</translation>
    </message>
    <message>
      <source>The options must be an object of key: value.</source>
      <translation>Настройки должны быть объектом вида «ключ: значение».</translation>
    </message>
    <message>
      <source>Stacked pack {index}: {cause}</source>
      <translation>Заданная колода {index}: {cause}</translation>
    </message>
    <message>
      <source>Stacked pack {index} must be an object.</source>
      <translation>Заданная колода {index} должна быть объектом.</translation>
    </message>
    <message>
      <source>Stacked pack {index}: “{text}” must be a text of cards.</source>
      <translation>Заданная колода {index}: «{text}» должно быть строкой карт.</translation>
    </message>
    <message numerus="yes">
      <source>Stacked pack {index} names {card} %n time(s), more often than the pack holds it.</source>
      <translation>
        <numerusform>В заданной колоде {index} карта {card} названа %n раз — чаще, чем она есть в колоде.</numerusform>
        <numerusform>В заданной колоде {index} карта {card} названа %n раза — чаще, чем она есть в колоде.</numerusform>
        <numerusform>В заданной колоде {index} карта {card} названа %n раз — чаще, чем она есть в колоде.</numerusform>
      </translation>
    </message>
    <message>
      <source>The stacked packs must be a list of objects such as {"pack": "QS 10H …"}.</source>
      <translation>Заданные колоды должны быть списком объектов вида {"pack": "QS 10H …"}.</translation>
    </message>
    <message>
      <source>Its action {index} must be [seat, "text"].</source>
      <translation>Его ход {index} записан неверно: нужен вид [место, "текст"].</translation>
    </message>
    <message>
      <source>Lomber could not replay it (a fault in Lomber).</source>
      <translation>Ломбер не смог его воспроизвести (ошибка в Ломбере).</translation>
    </message>
    <message>
      <source>Its field “{text}” is missing or of the wrong kind.</source>
      <translation>В нём нет поля «{text}» или оно неверного вида.</translation>
    </message>
    <message>
      <source>It is not a Lomber record.</source>
      <translation>Это не запись Ломбера.</translation>
    </message>
    <message>
      <source>Its action {index} does not replay: {cause}</source>
      <translation>Его ход {index} не воспроизводится: {cause}</translation>
    </message>
    <message>
      <source>Its match cannot be stopped: {cause}</source>
      <translation>Его матч нельзя остановить: {cause}</translation>
    </message>
    <message>
      <source>Its match is not finished.</source>
      <translation>Его матч не закончен.</translation>
    </message>
    <message>
      <source>It is not a match waiting for the history.</source>
      <translation>Это не матч, ожидающий записи в историю.</translation>
    </message>
    <message>
      <source>It cannot be read: {cause}</source>
      <translation>Его не удаётся прочитать: {cause}</translation>
    </message>
    <message>
      <source>It is a record of version {text}; this Lomber reads version {version}.</source>
      <translation>Это запись версии {text}; этот Ломбер читает версию {version}.</translation>
    </message>
    <message numerus="yes">
      <source>{game} is for {lo} to %n players, not {seats}.</source>
      <translation>
        <numerusform>В игру «{game}» играют от {lo} до %n игрока, а не {seats}.</numerusform>
        <numerusform>В игру «{game}» играют от {lo} до %n игроков, а не {seats}.</numerusform>
        <numerusform>В игру «{game}» играют от {lo} до %n игроков, а не {seats}.</numerusform>
      </translation>
    </message>
    <message>
      <source>A seat is played by a human or by the computer, not “{text}”.</source>
      <translation>За место играет человек или компьютер, а не «{text}».</translation>
    </message>
    <message>
      <source>“{text}” is not a level of the computer players.</source>
      <translation>«{text}» — не уровень компьютерных игроков.</translation>
    </message>
    <message>
      <source>A player's name has 1 to 40 characters.</source>
      <translation>Имя игрока — от 1 до 40 знаков.</translation>
    </message>
    <message>
      <source>Each seat must be an object with a name and a kind.</source>
      <translation>Каждое место должно быть объектом с именем и видом игрока.</translation>
    </message>
    <message>
      <source>A seat is a whole number.</source>
      <translation>Место — это целое число.</translation>
    </message>
    <message>
      <source>The seed must be a whole number.</source>
      <translation>Зерно должно быть целым числом.</translation>
    </message>
    <message numerus="yes">
      <source>The stacked pack names {card} %n time(s), more often than the pack holds it.</source>
      <translation>
        <numerusform>В заданной колоде карта {card} названа %n раз — чаще, чем она есть в колоде.</numerusform>
        <numerusform>В заданной колоде карта {card} названа %n раза — чаще, чем она есть в колоде.</numerusform>
        <numerusform>В заданной колоде карта {card} названа %n раз — чаще, чем она есть в колоде.</numerusform>
      </translation>
    </message>
    <message>
      <source>It nests too deep to be a Lomber file.</source>
      <translation>В нём слишком глубокая вложенность для файла Ломбера.</translation>
    </message>
    <message>
      <source>It is too large to be a Lomber file.</source>
      <translation>Он слишком велик для файла Ломбера.</translation>
    </message>
    <message>
      <source>There is no game “{text}” in this Lomber.</source>
      <translation>В этом Ломбере нет игры «{text}».</translation>
    </message>
    <message>
      <source>the file or folder does not exist</source>
      <translation>файла или папки не существует</translation>
    </message>
    <message>
      <source>permission denied</source>
      <translation>нет доступа</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>диск переполнен</translation>
    </message>
    <message>
      <source>the disk is read-only</source>
      <translation>диск доступен только для чтения</translation>
    </message>
    <message>
      <source>it is a folder</source>
      <translation>это папка</translation>
    </message>
    <message>
      <source>the name is too long</source>
      <translation>слишком длинное имя</translation>
    </message>
    <message>
      <source>the file would be larger than the system allows</source>
      <translation>файл стал бы больше, чем позволяет система</translation>
    </message>
    <message>
      <source>a file of that name is in the way</source>
      <translation>мешает файл с тем же именем</translation>
    </message>
    <message>
      <source>a part of the path is not a folder</source>
      <translation>часть пути — не папка</translation>
    </message>
    <message>
      <source>the disk quota is used up</source>
      <translation>дисковая квота исчерпана</translation>
    </message>
    <message>
      <source>the disk could not be read or written</source>
      <translation>диск не удалось прочитать или записать</translation>
    </message>
    <message>
      <source>it is in use</source>
      <translation>файл занят другой программой</translation>
    </message>
    <message>
      <source>too many symbolic links</source>
      <translation>слишком много символических ссылок</translation>
    </message>
    <message>
      <source>too many files are open</source>
      <translation>открыто слишком много файлов</translation>
    </message>
    <message>
      <source>An unexpected error (the details are printed for a bug report).</source>
      <translation>Непредвиденная ошибка (подробности выведены в терминал для отчёта об ошибке).</translation>
    </message>
    <message>
      <source>The rules do not allow it.</source>
      <translation>Правила этого не позволяют.</translation>
    </message>
    <message>
      <source>a system error: %1</source>
      <translation>системная ошибка: %1</translation>
    </message>
    <message>
      <source>seat %1</source>
      <translation>место %1</translation>
    </message>
    <message>
      <source>Hints and odds are off in hot-seat games (Game ▸ Hints and odds in hot-seat games).</source>
      <translation>Подсказки и шансы отключены в игре за одним экраном (Игра ▸ Подсказки и шансы в игре за одним экраном).</translation>
    </message>
    <message>
      <source>The host of this table turned hints and odds off.</source>
      <translation>Хозяин этого стола отключил подсказки и шансы.</translation>
    </message>
    <message numerus="yes">
      <source>%n choice(s)</source>
      <translation>
        <numerusform>%n вариант</numerusform>
        <numerusform>%n варианта</numerusform>
        <numerusform>%n вариантов</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n sampled deal(s)</source>
      <translation>
        <numerusform>%n случайная раскладка</numerusform>
        <numerusform>%n случайные раскладки</numerusform>
        <numerusform>%n случайных раскладок</numerusform>
      </translation>
    </message>
    <message>
      <source>won</source>
      <translation>выигран</translation>
    </message>
    <message>
      <source>not won</source>
      <translation>не выигран</translation>
    </message>
    <message>
      <source>Match %1 (%2): %3</source>
      <translation>Матч %1 (%2): %3</translation>
    </message>
    <message>
      <source>Game log</source>
      <translation>Журнал игры</translation>
    </message>
    <message>
      <source>Choose a game to read its rules.</source>
      <translation>Выберите игру, чтобы прочитать её правила.</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Счёт</translation>
    </message>
    <message>
      <source>**At this table: %1.**</source>
      <translation>**За этим столом: %1.**</translation>
    </message>
    <message>
      <source># %1

The rules of this game are not installed yet. The table only ever lets you make legal moves, so you can learn by playing.</source>
      <translation># %1

Правила этой игры пока не установлены. Стол позволяет делать только допустимые ходы, так что можно учиться прямо в игре.</translation>
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
      <translation>Счёт</translation>
    </message>
    <message>
      <source>%1 — out</source>
      <translation>%1 — вне игры</translation>
    </message>
    <message>
      <source>← All games</source>
      <translation>← Все игры</translation>
    </message>
    <message>
      <source>Rules of the games</source>
      <translation>Правила игр</translation>
    </message>
    <message numerus="yes">
      <source>%n finished match(es) of this game</source>
      <translation>
        <numerusform>%n законченный матч в эту игру</numerusform>
        <numerusform>%n законченных матча в эту игру</numerusform>
        <numerusform>%n законченных матчей в эту игру</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n of them won by a human player</source>
      <translation>
        <numerusform>из них %n выигран человеком</numerusform>
        <numerusform>из них %n выиграны человеком</numerusform>
        <numerusform>из них %n выиграно человеком</numerusform>
      </translation>
    </message>
    <message>
      <source>Hint:</source>
      <translation>Подсказка:</translation>
    </message>
    <message>
      <source>Hide the hint</source>
      <translation>Скрыть подсказку</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Подсказка</translation>
    </message>
    <message>
      <source>Hints and o&amp;dds in hot-seat games</source>
      <translation>Подсказки и &amp;шансы в игре за одним экраном</translation>
    </message>
    <message>
      <source>What the strong computer player would do here, and why</source>
      <translation>Что сделал бы здесь сильный компьютерный игрок и почему</translation>
    </message>
    <message>
      <source>Hint (H): what the strong computer player would do here</source>
      <translation>Подсказка (H): что сделал бы здесь сильный компьютерный игрок</translation>
    </message>
    <message>
      <source>There is no decision of yours to give a hint for now.</source>
      <translation>Сейчас решать не вам — подсказывать нечего.</translation>
    </message>
    <message>
      <source>Looking for a hint…</source>
      <translation>Ищем подсказку…</translation>
    </message>
    <message>
      <source>No hint could be found for this decision.</source>
      <translation>Для этого хода подсказки не нашлось.</translation>
    </message>
    <message>
      <source>Lesson: %1</source>
      <translation>Урок: %1</translation>
    </message>
    <message>
      <source>Your last move was taken back: the lesson goes on from that step.</source>
      <translation>Ваш последний ход взят назад: урок продолжается с этого шага.</translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>Научиться играть</translation>
    </message>
    <message>
      <source>A match of %1 is in progress. Leave it for a lesson?</source>
      <translation>Матч в игре «%1» ещё идёт. Бросить его ради урока?</translation>
    </message>
    <message>
      <source>The lesson of %1 was put aside: Help ▸ Learn to play continues it.</source>
      <translation>Урок «%1» отложен: «Справка ▸ Научиться играть» продолжит его.</translation>
    </message>
    <message>
      <source>Lesson finished.</source>
      <translation>Урок окончен.</translation>
    </message>
    <message>
      <source>Lesson finished. Choose Game ▸ New game to play a match.</source>
      <translation>Урок окончен. Выберите «Игра ▸ Новая игра», чтобы сыграть матч.</translation>
    </message>
    <message>
      <source>&amp;Skip the lesson</source>
      <translation>&amp;Пропустить урок</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <translation>&amp;Закрыть</translation>
    </message>
    <message>
      <source>&amp;Play a match now</source>
      <translation>&amp;Сыграть матч сейчас</translation>
    </message>
    <message>
      <source>&amp;Next</source>
      <translation>&amp;Дальше</translation>
    </message>
    <message>
      <source>Not now: the lesson waits for you to read this first (“%1” changes nothing).</source>
      <translation>Не сейчас: сначала прочтите подсказку («%1» ничего не меняет).</translation>
    </message>
    <message>
      <source>Not “%1” here: this step asks for “%2”; its text above says why. Nothing changed.</source>
      <translation>Здесь не «%1»: этот шаг просит «%2», почему — сказано выше. Ничего не изменилось.</translation>
    </message>
    <message>
      <source>You stopped the lesson of %1 half-way. Continue where you stopped? (No starts it again from the beginning.)</source>
      <translation>Вы остановились на середине урока «%1». Продолжить с того же места? («Нет» — начать урок сначала.)</translation>
    </message>
    <message>
      <source>The odds appear here during a match.</source>
      <translation>Шансы появятся здесь во время матча.</translation>
    </message>
    <message>
      <source>Hidden until the next player shows his cards.</source>
      <translation>Скрыто, пока следующий игрок не откроет свои карты.</translation>
    </message>
    <message>
      <source>A new deal is being dealt…</source>
      <translation>Идёт новая сдача…</translation>
    </message>
    <message>
      <source>Working out the odds…</source>
      <translation>Считаем шансы…</translation>
    </message>
    <message>
      <source>Searching: the estimates come in a moment…</source>
      <translation>Идёт перебор раскладок: оценки будут через мгновение…</translation>
    </message>
    <message>
      <source>The search's estimates of each choice appear here when you decide.</source>
      <translation>Когда придёт ваш ход, здесь появятся оценки каждого варианта.</translation>
    </message>
    <message>
      <source>There are no odds for this game.</source>
      <translation>Для этой игры шансов нет.</translation>
    </message>
    <message>
      <source>The odds could not be worked out this time; they are tried again at your next decision.</source>
      <translation>На этот раз шансы посчитать не удалось; они будут посчитаны снова при вашем следующем решении.</translation>
    </message>
    <message>
      <source>The match is over: there are no odds to show.</source>
      <translation>Матч окончен — шансов больше нет.</translation>
    </message>
    <message>
      <source>Your decision is made: the odds follow when the table has settled.</source>
      <translation>Решение принято: шансы появятся, когда стол успокоится.</translation>
    </message>
    <message>
      <source>The coup is being played: the odds follow when the table has settled.</source>
      <translation>Сдача разыгрывается: шансы появятся, когда стол успокоится.</translation>
    </message>
    <message>
      <source>The coup is over: the odds of the coming one follow when the table has settled.</source>
      <translation>Сдача окончена: шансы следующей появятся, когда стол успокоится.</translation>
    </message>
    <message>
      <source>Choice</source>
      <translation>Вариант</translation>
    </message>
    <message>
      <source>Odds</source>
      <translation>Шансы</translation>
    </message>
    <message>
      <source>Your last decision</source>
      <translation>Ваше последнее решение</translation>
    </message>
    <message>
      <source>Your decision</source>
      <translation>Ваше решение</translation>
    </message>
    <message numerus="yes">
      <source>Estimates over %n sampled deal(s).</source>
      <translation>
        <numerusform>Оценки по %n случайной раскладке.</numerusform>
        <numerusform>Оценки по %n случайным раскладкам.</numerusform>
        <numerusform>Оценки по %n случайным раскладкам.</numerusform>
      </translation>
    </message>
    <message>
      <source>Estimates of the hand model (no deals sampled).</source>
      <translation>Оценки по силе руки (раскладки не перебирались).</translation>
    </message>
    <message>
      <source>Makes it</source>
      <translation>Шанс сыграть</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Взятки</translation>
    </message>
    <message>
      <source>Means over the sampled deals: estimates, not exact odds. The first is the strong player's choice.</source>
      <translation>Средние по случайным раскладкам: это оценки, а не точные шансы. Первым стоит выбор сильного игрока.</translation>
    </message>
    <message>
      <source>The hand model's estimates: nothing was sampled. The first is the strong player's choice.</source>
      <translation>Оценки по силе руки, без перебора раскладок. Первым стоит выбор сильного игрока.</translation>
    </message>
    <message>
      <source>The strong player's choice</source>
      <translation>Выбор сильного игрока</translation>
    </message>
    <message>
      <source>Click a computer's move in the log, or its speech bubble, to see why it played it.</source>
      <translation>Щёлкните ход компьютера в журнале или его реплику над местом за столом, чтобы узнать, почему он так сыграл.</translation>
    </message>
    <message>
      <source>There is no decision of yours to take back yet.</source>
      <translation>Вам пока нечего вернуть: вы ещё не сделали ни одного хода.</translation>
    </message>
    <message>
      <source>Ta&amp;ke back</source>
      <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
      <source>R&amp;edo</source>
      <translation>Повторить &amp;ход</translation>
    </message>
    <message>
      <source>Take back works in a match in progress.</source>
      <translation>Вернуть ход можно только в идущем матче.</translation>
    </message>
    <message>
      <source>Take back works only with one player at this screen and computers at every other seat.</source>
      <translation>Вернуть ход можно, только когда за этим экраном один игрок, а на всех остальных местах компьютеры.</translation>
    </message>
    <message>
      <source>Your last decision was taken back.</source>
      <translation>Ваш последний ход отменён.</translation>
    </message>
    <message>
      <source>Your decision was made again.</source>
      <translation>Ваш ход сделан снова.</translation>
    </message>
    <message>
      <source>E&amp;xplain computer moves</source>
      <translation>&amp;Объяснять ходы компьютера</translation>
    </message>
    <message>
      <source>Working out why…</source>
      <translation>Выясняем, почему…</translation>
    </message>
    <message>
      <source>Nothing to redo: Redo gives back a decision you took back.</source>
      <translation>Повторять нечего: «Повторить ход» возвращает ход, который вы отменили.</translation>
    </message>
    <message>
      <source>There is no decision of yours to take back.</source>
      <translation>Нет вашего хода, который можно вернуть.</translation>
    </message>
    <message>
      <source>Your last decision was taken back. This match is practice now: the statistics leave it out unless you ask them to count it.</source>
      <translation>Ваш последний ход отменён. Теперь это тренировочный матч: в статистику он не входит, если вы не попросите его учитывать.</translation>
    </message>
    <message>
      <source>A match of %1 is in progress. Leave it and watch the computers play?</source>
      <translation>Матч в игре «%1» ещё идёт. Бросить его и смотреть, как играют компьютеры?</translation>
    </message>
    <message>
      <source>Why %1 played that: %2</source>
      <translation>Почему %1 так сыграл: %2</translation>
    </message>
    <message>
      <source>There is no move of yours in this lesson to take back yet.</source>
      <translation>В этом уроке ещё нет вашего хода, который можно взять назад.</translation>
    </message>
    <message>
      <source>The computers play %1 with their cards face up; each move is explained. This is a demonstration: it is not kept in the history.</source>
      <translation>Компьютеры играют в «%1» с открытыми картами, и каждый ход объясняется. Это показ: в историю матчей он не записывается.</translation>
    </message>
    <message>
      <source>The match was stopped.</source>
      <translation>Матч остановлен.</translation>
    </message>
    <message>
      <source>The first deal is dealt.</source>
      <translation>Первая сдача роздана.</translation>
    </message>
    <message>
      <source>This match cannot be replayed: the history holds no record of its moves.</source>
      <translation>Этот матч нельзя просмотреть: в истории нет записи его ходов.</translation>
    </message>
    <message>
      <source>Replay of a match of %1. Esc leaves it.</source>
      <translation>Просмотр матча в игре «%1». Esc — выход.</translation>
    </message>
    <message>
      <source>Replay of a match of %1 played on %2.</source>
      <translation>Просмотр матча в игре «%1», сыгранного %2.</translation>
    </message>
    <message>
      <source>Replay of a match of %1.</source>
      <translation>Просмотр матча в игре «%1».</translation>
    </message>
    <message>
      <source>This match cannot be replayed: %1</source>
      <translation>Этот матч нельзя просмотреть: %1</translation>
    </message>
    <message>
      <source>Play the match at the animation speed (View ▸ Animation speed)</source>
      <translation>Проиграть матч со скоростью анимации (Вид ▸ Скорость анимации)</translation>
    </message>
    <message>
      <source>&amp;Leave the replay</source>
      <translation>&amp;Закрыть просмотр</translation>
    </message>
    <message>
      <source>Back to the table (Esc)</source>
      <translation>Вернуться к столу (Esc)</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Ход</translation>
    </message>
    <message>
      <source>&amp;Cards shown:</source>
      <translation>&amp;Карты игрока:</translation>
    </message>
    <message>
      <source>Whose hand is face up: the others' stay hidden, as they were at the table</source>
      <translation>Чьи карты открыты; карты остальных скрыты, как были скрыты за столом</translation>
    </message>
    <message>
      <source>Previous deal</source>
      <translation>Предыдущая сдача</translation>
    </message>
    <message>
      <source>One move back</source>
      <translation>Ход назад</translation>
    </message>
    <message>
      <source>One move on</source>
      <translation>Ход вперёд</translation>
    </message>
    <message>
      <source>Next deal</source>
      <translation>Следующая сдача</translation>
    </message>
    <message>
      <source>&amp;Pause</source>
      <translation>&amp;Пауза</translation>
    </message>
    <message>
      <source>&amp;Play</source>
      <translation>&amp;Пуск</translation>
    </message>
    <message>
      <source>Move %1 of %2, deal %3 of %4</source>
      <translation>Ход %1 из %2, сдача %3 из %4</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>Матч остановлен</translation>
    </message>
    <message>
      <source>No single winner</source>
      <translation>Единственного победителя нет</translation>
    </message>
    <message>
      <source>%1 won</source>
      <translation>Победа: %1</translation>
    </message>
    <message>
      <source>Replay a match</source>
      <translation>Просмотр сыгранного матча</translation>
    </message>
    <message>
      <source>All games</source>
      <translation>Все игры</translation>
    </message>
    <message>
      <source>%1 (stopped)</source>
      <translation>%1 (матч остановлен)</translation>
    </message>
    <message>
      <source>No finished matches to replay yet. Play a match to its end, and it will be here.</source>
      <translation>Законченных матчей для просмотра пока нет. Доиграйте матч до конца — и он появится здесь.</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>Дата</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Игроки</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Итог</translation>
    </message>
    <message>
      <source>Deals</source>
      <translation>Сдачи</translation>
    </message>
    <message>
      <source>&amp;Replay</source>
      <translation>&amp;Смотреть</translation>
    </message>
    <message>
      <source>Played with an earlier Lomber, which kept no record of the moves.</source>
      <translation>Сыгран в ранней версии Ломбера, которая не записывала ходы.</translation>
    </message>
    <message>
      <source>The deal is over</source>
      <translation>Сдача окончена</translation>
    </message>
    <message>
      <source>Deal result</source>
      <translation>Итог сдачи</translation>
    </message>
    <message>
      <source>No deal has ended yet.</source>
      <translation>Ни одна сдача ещё не окончена.</translation>
    </message>
    <message numerus="yes">
      <source>You win %n chip(s).</source>
      <translation>
        <numerusform>Вы выигрываете %n фишку.</numerusform>
        <numerusform>Вы выигрываете %n фишки.</numerusform>
        <numerusform>Вы выигрываете %n фишек.</numerusform>
      </translation>
    </message>
    <message>
      <source>Deal %1 is over</source>
      <translation>Сдача %1 окончена</translation>
    </message>
    <message>
      <source>Nothing changed hands.</source>
      <translation>Фишки не переходили из рук в руки.</translation>
    </message>
    <message>
      <source>Chips won (+) or lost (−) in this deal.</source>
      <translation>Фишки, выигранные (+) или проигранные (−) в этой сдаче.</translation>
    </message>
    <message numerus="yes">
      <source>You lose %n chip(s).</source>
      <translation>
        <numerusform>Вы проигрываете %n фишку.</numerusform>
        <numerusform>Вы проигрываете %n фишки.</numerusform>
        <numerusform>Вы проигрываете %n фишек.</numerusform>
      </translation>
    </message>
    <message>
      <source>You neither win nor lose chips.</source>
      <translation>Ваши фишки не изменились.</translation>
    </message>
    <message>
      <source>%1 — %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
      <source>%1 wins %n chip(s).</source>
      <translation>
        <numerusform>%1 выигрывает %n фишку.</numerusform>
        <numerusform>%1 выигрывает %n фишки.</numerusform>
        <numerusform>%1 выигрывает %n фишек.</numerusform>
      </translation>
    </message>
    <message>
      <source>The match is over: no single winner.</source>
      <translation>Матч окончен: единого победителя нет.</translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s) played</source>
      <translation>
        <numerusform>Сыграна %n сдача</numerusform>
        <numerusform>Сыграно %n сдачи</numerusform>
        <numerusform>Сыграно %n сдач</numerusform>
      </translation>
    </message>
    <message>
      <source>You win the match!</source>
      <translation>Вы выигрываете матч!</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Новая игра…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>%1 wins the match!</source>
      <translation>%1 выигрывает матч!</translation>
    </message>
    <message numerus="yes">
      <source>%1. %2: %n chip(s)</source>
      <translation>
        <numerusform>%1. %2: %n фишка</numerusform>
        <numerusform>%1. %2: %n фишки</numerusform>
        <numerusform>%1. %2: %n фишек</numerusform>
      </translation>
    </message>
    <message>
      <source>%1. %2</source>
      <translation>%1. %2</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Место</translation>
    </message>
    <message>
      <source>score %1</source>
      <translation>счёт: %1</translation>
    </message>
    <message>
      <source>Played</source>
      <translation>Сыграно</translation>
    </message>
    <message>
      <source>Matches played</source>
      <translation>Сыграно матчей</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Выиграно</translation>
    </message>
    <message>
      <source>Matches won</source>
      <translation>Выиграно матчей</translation>
    </message>
    <message>
      <source>Won in matches ahead</source>
      <translation>Выиграно в матчах в плюсе</translation>
    </message>
    <message>
      <source>Chips won over the matches the player ended ahead</source>
      <translation>Фишки, выигранные в матчах, которые игрок закончил в плюсе</translation>
    </message>
    <message>
      <source>Lost in matches behind</source>
      <translation>Проиграно в матчах в минусе</translation>
    </message>
    <message>
      <source>Chips lost over the matches the player ended behind</source>
      <translation>Фишки, проигранные в матчах, которые игрок закончил в минусе</translation>
    </message>
    <message>
      <source>Net</source>
      <translation>Итог</translation>
    </message>
    <message>
      <source>Chips won in matches ahead minus chips lost in matches behind</source>
      <translation>Выигранное в матчах в плюсе минус проигранное в матчах в минусе</translation>
    </message>
    <message>
      <source>Best deal</source>
      <translation>Лучшая сдача</translation>
    </message>
    <message>
      <source>The most chips won in one deal</source>
      <translation>Больше всего фишек, выигранных за одну сдачу</translation>
    </message>
    <message>
      <source>Net chips</source>
      <translation>Итог в фишках</translation>
    </message>
    <message>
      <source>Final score</source>
      <translation>Итоговые очки</translation>
    </message>
    <message>
      <source>The history of matches is not open yet; try again in a moment.</source>
      <translation>История матчей ещё не открыта; попробуйте чуть позже.</translation>
    </message>
    <message>
      <source>The history of matches cannot be used now; finished matches are kept and added later.</source>
      <translation>Историю матчей сейчас нельзя использовать; законченные матчи сохранены и будут добавлены позже.</translation>
    </message>
    <message>
      <source>The history of matches was written by a newer Lomber: it is shown but not changed.</source>
      <translation>История матчей записана более новой версией Ломбера: она показывается, но не изменяется.</translation>
    </message>
    <message>
      <source>The history of matches can only be read (its folder cannot be written): it is shown, but a match finished now cannot be added to it.</source>
      <translation>История матчей доступна только для чтения (в её папку нельзя записать): она показывается, но матч, законченный сейчас, в неё не добавить.</translation>
    </message>
    <message>
      <source>Part of the history of matches could not be read.</source>
      <translation>Часть истории матчей не удалось прочитать.</translation>
    </message>
    <message>
      <source>The history of matches was damaged; it was kept as %1 and a new one was started.</source>
      <translation>История матчей была повреждена; она сохранена как %1, начата новая.</translation>
    </message>
    <message>
      <source>Some matches of the history could not be read and are left out (number %1).</source>
      <translation>Некоторые матчи истории не удалось прочитать, и они пропущены (номер %1).</translation>
    </message>
    <message>
      <source>%1 (computer)</source>
      <translation>%1 (компьютер)</translation>
    </message>
    <message>
      <source>Chart of &amp;player:</source>
      <translation>График &amp;игрока:</translation>
    </message>
    <message>
      <source>S&amp;how:</source>
      <translation>&amp;Показать:</translation>
    </message>
    <message>
      <source>No figures to draw for this player.</source>
      <translation>Для этого игрока нечего показать на графике.</translation>
    </message>
    <message>
      <source>Choose a player to see a chart.</source>
      <translation>Выберите игрока, чтобы увидеть график.</translation>
    </message>
    <message>
      <source>The player's matches, oldest first</source>
      <translation>Матчи игрока, от самого раннего</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Статистика</translation>
    </message>
    <message>
      <source>&amp;Try again</source>
      <translation>&amp;Повторить</translation>
    </message>
    <message>
      <source>Count &amp;practice matches (with a decision taken back)</source>
      <translation>Учитывать &amp;тренировочные матчи (с возвращёнными ходами)</translation>
    </message>
    <message>
      <source>%1: %2, %3</source>
      <translation>%1: %2, %3</translation>
    </message>
    <message numerus="yes">
      <source>%n match(es)</source>
      <translation>
        <numerusform>%n матч</numerusform>
        <numerusform>%n матча</numerusform>
        <numerusform>%n матчей</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n сдача</numerusform>
        <numerusform>%n сдачи</numerusform>
        <numerusform>%n сдач</numerusform>
      </translation>
    </message>
    <message>
      <source>Statistics of %1</source>
      <translation>Статистика игры «%1»</translation>
    </message>
    <message>
      <source>No finished matches yet. Play a match to its end, and each player's figures will be here.</source>
      <translation>Законченных матчей пока нет. Доиграйте матч до конца — и здесь появятся показатели каждого игрока.</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Компьютер</translation>
    </message>
    <message>
      <source>Lomber is already running with this data folder (%1) but does not answer. Close it, or end its process, then start Lomber again.</source>
      <translation>Ломбер уже запущен с этой папкой данных (%1), но не отвечает. Закройте его или завершите его процесс и запустите Ломбер снова.</translation>
    </message>
    <message>
      <source>Lomber</source>
      <translation>Ломбер</translation>
    </message>
    <message>
      <source>Your settings could not be read; the defaults are used.</source>
      <translation>Не удалось прочитать настройки; используются настройки по умолчанию.</translation>
    </message>
    <message>
      <source>The history of matches is not available; the scores panel shows no statistics.</source>
      <translation>История матчей недоступна; на панели счёта не будет статистики.</translation>
    </message>
    <message>
      <source>Lomber — %1 · deal %2</source>
      <translation>Ломбер — %1 · сдача %2</translation>
    </message>
    <message>
      <source>Lomber — %1</source>
      <translation>Ломбер — %1</translation>
    </message>
    <message>
      <source>Deal a&amp;gain</source>
      <translation>Сдать &amp;заново</translation>
    </message>
    <message>
      <source>Restart this dea&amp;l</source>
      <translation>&amp;Эту сдачу сначала</translation>
    </message>
    <message>
      <source>Play deal n&amp;umber…</source>
      <translation>Сдача по номе&amp;ру…</translation>
    </message>
    <message>
      <source>No table to deal at yet: Game ▸ New game sets one.</source>
      <translation>Стола ещё нет: его накрывает «Игра ▸ Новая игра».</translation>
    </message>
    <message>
      <source>Play deal number</source>
      <translation>Сдача по номеру</translation>
    </message>
    <message>
      <source>The number of a deal (the window's title shows it): the same cards come again at this table. It is practice: the statistics leave it out.</source>
      <translation>Номер сдачи (он виден в заголовке окна): за этим столом придут те же карты. Это тренировка: в статистику она не идёт.</translation>
    </message>
    <message>
      <source>Restart works in a match in progress with one player at this screen, once you have made a decision in the deal.</source>
      <translation>Начать сдачу сначала можно в идущем матче с одним игроком за этим экраном, после вашего хода в этой сдаче.</translation>
    </message>
    <message>
      <source>A match of %1 is in progress. Leave it for a new deal?</source>
      <translation>Матч в игре «%1» ещё идёт. Бросить его ради новой сдачи?</translation>
    </message>
    <message>
      <source>There is no deal of yours to restart.</source>
      <translation>Нет сдачи, которую можно начать сначала.</translation>
    </message>
    <message>
      <source>The deal starts again with the same cards. This match is practice now.</source>
      <translation>Сдача начинается снова с теми же картами. Теперь этот матч — тренировка.</translation>
    </message>
    <message>
      <source>Deal %1 again: it is practice, the statistics leave it out unless you ask them to count it.</source>
      <translation>Снова сдача %1: это тренировка, статистика её не учитывает, если вы не попросите.</translation>
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
      <source>Saved matches (*.lomber *.json)</source>
      <translation>Сохранённые матчи (*.lomber *.json)</translation>
    </message>
    <message>
      <source>Save the match</source>
      <translation>Сохранить матч</translation>
    </message>
    <message>
      <source>Saved matches (*.lomber)</source>
      <translation>Сохранённые матчи (*.lomber)</translation>
    </message>
    <message>
      <source>A match of %1 was not finished. Continue it?</source>
      <translation>Матч в игре «%1» не был закончен. Продолжить его?</translation>
    </message>
    <message>
      <source>Another saved match is being opened.</source>
      <translation>Уже открывается другой сохранённый матч.</translation>
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
      <source>The autosaved match could not be read and was kept aside: %1</source>
      <translation>Автосохранённый матч не удалось прочитать, файл отложен в сторону: %1</translation>
    </message>
    <message>
      <source>A match of %1 is in progress. Leave it and open %2?</source>
      <translation>Матч в игре «%1» ещё идёт. Бросить его и открыть %2?</translation>
    </message>
    <message>
      <source>Opening was cancelled.</source>
      <translation>Открытие отменено.</translation>
    </message>
    <message>
      <source>The match could not be saved: %1</source>
      <translation>Матч не удалось сохранить: %1</translation>
    </message>
    <message>
      <source>This file cannot be opened: %1</source>
      <translation>Этот файл не открывается: %1</translation>
    </message>
    <message>
      <source>This match could not be added to the history (the disk may be full).</source>
      <translation>Этот матч не удалось добавить в историю (возможно, диск заполнен).</translation>
    </message>
    <message>
      <source>There is no match to stop: Game ▸ New game starts one.</source>
      <translation>Останавливать нечего: матч начинает «Игра ▸ Новая игра».</translation>
    </message>
    <message>
      <source>The host of a network table keeps its record.</source>
      <translation>Запись матча за сетевым столом хранит его хозяин.</translation>
    </message>
    <message>
      <source>There is no match to save yet.</source>
      <translation>Сохранять пока нечего: матч ещё не начат.</translation>
    </message>
    <message>
      <source>Only the host of a network table can stop its match.</source>
      <translation>Остановить матч за сетевым столом может только его хозяин.</translation>
    </message>
    <message>
      <source>The history of matches was removed while Lomber ran (its folder deleted?); a new one was started.</source>
      <translation>История матчей была удалена, пока Ломбер работал (удалили её папку?); начата новая.</translation>
    </message>
    <message>
      <source>Choose Game ▸ New game to sit down at the table.</source>
      <translation>Выберите «Игра ▸ Новая игра», чтобы сесть за стол.</translation>
    </message>
    <message>
      <source>About Lomber</source>
      <translation>О Ломбере</translation>
    </message>
    <message>
      <source>Game ▸ Ask before leaving a match turns this question off.</source>
      <translation>Этот вопрос отключается в меню «Игра ▸ Предупреждать перед уходом из матча».</translation>
    </message>
    <message>
      <source>Leave the match?</source>
      <translation>Покинуть матч?</translation>
    </message>
    <message>
      <source>A match of %1 is in progress. Leave it for a new game?</source>
      <translation>Матч в игре «%1» ещё идёт. Бросить его ради новой игры?</translation>
    </message>
    <message>
      <source>The match is over. Game ▸ New game for another.</source>
      <translation>Матч окончен. «Игра ▸ Новая игра» — сыграть ещё.</translation>
    </message>
    <message>
      <source>There is no match in progress.</source>
      <translation>Сейчас матч не идёт.</translation>
    </message>
    <message>
      <source>Stop the match of %1 now? %2 It cannot be continued.</source>
      <translation>Остановить матч в игре «%1» сейчас? %2 Продолжить его будет нельзя.</translation>
    </message>
    <message>
      <source>Lomber %1

A card table for forgotten games: %2.</source>
      <translation>Ломбер %1

Ломберный стол для забытых игр: %2.</translation>
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
      <source>A match of %1 cannot be stopped early: play it out or start a new game.</source>
      <translation>Матч в игре «%1» нельзя остановить досрочно: доиграйте его или начните новую игру.</translation>
    </message>
    <message numerus="yes">
      <source>%n finished match(es) could not be added to the history and were kept in %1.</source>
      <translation>
        <numerusform>%n законченный матч не удалось добавить в историю; он сохранён в %1.</numerusform>
        <numerusform>%n законченных матча не удалось добавить в историю; они сохранены в %1.</numerusform>
        <numerusform>%n законченных матчей не удалось добавить в историю; они сохранены в %1.</numerusform>
      </translation>
    </message>
    <message>
      <source>Close the table of %1? The players seated at it are told the host closed it, and it cannot be continued.</source>
      <translation>Закрыть стол игры «%1»? Игрокам за ним будет сказано, что хозяин закрыл стол, и продолжить его будет нельзя.</translation>
    </message>
    <message>
      <source>The deal is over. Continue when you are ready.</source>
      <translation>Сдача окончена. Продолжайте, когда будете готовы.</translation>
    </message>
    <message>
      <source>A match of %1 begins.</source>
      <translation>Начинается матч в игре «%1».</translation>
    </message>
    <message>
      <source>%1 is thinking…</source>
      <translation>%1 думает…</translation>
    </message>
    <message>
      <source>%1's turn. Others, please look away.</source>
      <translation>Ход: %1. Остальных просим отвернуться.</translation>
    </message>
    <message>
      <source>Pass the screen to %1.</source>
      <translation>Передайте экран. Ходит: %1.</translation>
    </message>
    <message>
      <source>The computer player %1 failed; a safe move was made for it.</source>
      <translation>Компьютерный игрок %1 дал сбой; за него сделан безопасный ход.</translation>
    </message>
    <message>
      <source>a move that cannot be read</source>
      <translation>ход, который не удаётся прочитать</translation>
    </message>
    <message>
      <source>The computer players of this game are not installed; they play at random.</source>
      <translation>Компьютерные игроки для этой игры не установлены; они ходят наугад.</translation>
    </message>
    <message>
      <source>Waiting for %1…</source>
      <translation>Ждём хода: %1…</translation>
    </message>
    <message>
      <source>The computer player %1 chose a move the rules do not allow (%2); a safe move was made for it.</source>
      <translation>Компьютерный игрок %1 выбрал ход, который правила не позволяют (%2); за него сделан безопасный ход.</translation>
    </message>
    <message>
      <source>The computer players could not run in their own process; they think in the window's process now.</source>
      <translation>Компьютерные игроки не смогли работать в отдельном процессе; теперь они думают в процессе окна.</translation>
    </message>
    <message>
      <source>Not allowed.</source>
      <translation>Так нельзя.</translation>
    </message>
    <message>
      <source>Not allowed: %1</source>
      <translation>Так нельзя: %1</translation>
    </message>
    <message>
      <source>&amp;Automatic</source>
      <translation>&amp;Автоматически</translation>
    </message>
    <message>
      <source>&amp;Small</source>
      <translation>&amp;Мелкие</translation>
    </message>
    <message>
      <source>&amp;Medium</source>
      <translation>&amp;Средние</translation>
    </message>
    <message>
      <source>&amp;Large</source>
      <translation>&amp;Крупные</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Игра</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Открыть…</translation>
    </message>
    <message>
      <source>&amp;Join a table…</source>
      <translation>Присоедин&amp;иться к столу…</translation>
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
      <source>&amp;Watch computers play</source>
      <translation>Смотреть игру &amp;компьютеров</translation>
    </message>
    <message>
      <source>Stat&amp;istics…</source>
      <translation>С&amp;татистика…</translation>
    </message>
    <message>
      <source>&amp;Replay a match…</source>
      <translation>Просмотр сы&amp;гранного матча…</translation>
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
      <source>Card si&amp;ze</source>
      <translation>Раз&amp;мер карт</translation>
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
      <source>&amp;Learn to play</source>
      <translation>&amp;Научиться играть</translation>
    </message>
    <message>
      <source>&amp;About Lomber</source>
      <translation>&amp;О Ломбере</translation>
    </message>
    <message>
      <source>Main</source>
      <translation>Основная</translation>
    </message>
    <message>
      <source>Ask &amp;before leaving a match</source>
      <translation>Предупреждать перед &amp;уходом из матча</translation>
    </message>
    <message>
      <source>&amp;Pause after each deal</source>
      <translation>&amp;Пауза после каждой сдачи</translation>
    </message>
    <message>
      <source>S&amp;ound</source>
      <translation>&amp;Звук</translation>
    </message>
    <message>
      <source>The table refused the join code (or no Lomber table is at that address).</source>
      <translation>Стол не принял код (или по этому адресу нет стола Ломбера).</translation>
    </message>
    <message>
      <source>Nobody answers at that address: is the table open, and the address right?</source>
      <translation>По этому адресу никто не отвечает: открыт ли стол и верен ли адрес?</translation>
    </message>
    <message>
      <source>The connection to the table was lost: the host quit, crashed, or the network failed.</source>
      <translation>Связь со столом потеряна: программа хозяина стола закрыта или упала, либо пропала сеть.</translation>
    </message>
    <message>
      <source>The table runs another version of Lomber: both players need the same version.</source>
      <translation>У стола другая версия Ломбера: у обоих игроков должна быть одна и та же версия.</translation>
    </message>
    <message>
      <source>The table runs a newer Lomber: update Lomber on this computer to join it.</source>
      <translation>У стола более новый Ломбер: обновите Ломбер на этом компьютере, чтобы присоединиться.</translation>
    </message>
    <message>
      <source>The table runs an older Lomber: its host must update Lomber before you can join.</source>
      <translation>У стола более старый Ломбер: чтобы присоединиться, нужно обновить Ломбер у хозяина стола.</translation>
    </message>
    <message>
      <source>The table and this Lomber do not understand each other.</source>
      <translation>Стол и этот Ломбер не понимают друг друга.</translation>
    </message>
    <message>
      <source>The table does not know this seat any more.</source>
      <translation>Стол больше не знает этого места.</translation>
    </message>
    <message>
      <source>Someone else is sitting at this seat already.</source>
      <translation>На этом месте уже сидит другой игрок.</translation>
    </message>
    <message>
      <source>The table is full: no seat is free.</source>
      <translation>Стол занят: свободных мест нет.</translation>
    </message>
    <message>
      <source>The connection was too slow and the table closed it.</source>
      <translation>Связь была слишком медленной, и стол её закрыл.</translation>
    </message>
    <message>
      <source>Too many messages: the table closed the connection.</source>
      <translation>Слишком много сообщений: стол закрыл соединение.</translation>
    </message>
    <message>
      <source>The host closed the table.</source>
      <translation>Хозяин закрыл стол.</translation>
    </message>
    <message>
      <source>That move is for another seat.</source>
      <translation>Этот ход — за другое место.</translation>
    </message>
    <message>
      <source>It is not your turn now.</source>
      <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
      <source>The rules do not allow that move now.</source>
      <translation>Правила сейчас не позволяют такой ход.</translation>
    </message>
    <message>
      <source>The match has not begun yet.</source>
      <translation>Матч ещё не начался.</translation>
    </message>
    <message>
      <source>away from the table</source>
      <translation>нет на месте</translation>
    </message>
    <message>
      <source>a computer plays for now</source>
      <translation>пока играет компьютер</translation>
    </message>
    <message>
      <source>absent</source>
      <translation>нет</translation>
    </message>
    <message>
      <source>comp.</source>
      <translation>комп.</translation>
    </message>
    <message>
      <source>The connection to the table dropped; trying to return to your seat…</source>
      <translation>Связь со столом прервалась; пытаемся вернуть вас на ваше место…</translation>
    </message>
    <message>
      <source>You have left the table: %1</source>
      <translation>Вы вышли из-за стола: %1</translation>
    </message>
    <message>
      <source>You are seated at seat %1. Waiting for the host to start the match…</source>
      <translation>Вы сидите на месте %1. Ждём, когда хозяин начнёт матч…</translation>
    </message>
    <message>
      <source>The table refused this.</source>
      <translation>Стол это отклонил.</translation>
    </message>
    <message>
      <source>Join a table</source>
      <translation>Присоединиться к столу</translation>
    </message>
    <message>
      <source>None yet: a table is listed here while its host waits for players.</source>
      <translation>Пока ни одного: стол появляется здесь, пока его хозяин ждёт игроков.</translation>
    </message>
    <message>
      <source>Join</source>
      <translation>Присоединиться</translation>
    </message>
    <message>
      <source>Join it again with the same address and code to return to your seat.</source>
      <translation>Присоединитесь к нему снова с тем же адресом и кодом, чтобы вернуться на своё место.</translation>
    </message>
    <message>
      <source>Tables announced on this network:</source>
      <translation>Столы, открытые в этой сети:</translation>
    </message>
    <message>
      <source>Seats free</source>
      <translation>Свободно мест</translation>
    </message>
    <message>
      <source>Host</source>
      <translation>Хозяин</translation>
    </message>
    <message>
      <source>Address</source>
      <translation>Адрес</translation>
    </message>
    <message>
      <source>Pick a table, or ask the host for its address; the join code comes from the host.</source>
      <translation>Выберите стол или спросите адрес у хозяина; код стола скажет хозяин.</translation>
    </message>
    <message>
      <source>Address:</source>
      <translation>Адрес:</translation>
    </message>
    <message>
      <source>Join code:</source>
      <translation>Код стола:</translation>
    </message>
    <message>
      <source>Your name:</source>
      <translation>Ваше имя:</translation>
    </message>
    <message>
      <source>Joining the table at %1…</source>
      <translation>Подключаемся к столу %1…</translation>
    </message>
    <message>
      <source>Joining the table through the relay %1…</source>
      <translation>Подключение к столу через ретранслятор %1…</translation>
    </message>
    <message>
      <source>This link is no Lomber invitation: ask the host to copy it again.</source>
      <translation>Эта ссылка — не приглашение Ломбера: попросите хозяина стола скопировать её ещё раз.</translation>
    </message>
    <message>
      <source>Turn time: %1 s; past it a computer plays for you until you answer.</source>
      <translation>Время на ход: %1 с; дольше — за вас играет компьютер, пока вы не ответите.</translation>
    </message>
    <message>
      <source>%1 (another version of Lomber)</source>
      <translation>%1 (другая версия Ломбера)</translation>
    </message>
    <message>
      <source>The address is a computer's name or number and a port, e.g. 192.168.1.20:7000.</source>
      <translation>Адрес — это имя или номер компьютера и порт, например 192.168.1.20:7000.</translation>
    </message>
    <message>
      <source>The join code is eight letters and digits, e.g. ABCD-EFGH.</source>
      <translation>Код стола — восемь букв и цифр, например ABCD-EFGH.</translation>
    </message>
    <message>
      <source>%1 of %2</source>
      <translation>%1 из %2</translation>
    </message>
    <message>
      <source>Connected directly to %1.</source>
      <translation>Подключено напрямую к %1.</translation>
    </message>
    <message>
      <source>Connected through the relay %1.</source>
      <translation>Подключено через ретранслятор %1.</translation>
    </message>
    <message>
      <source>Sound needs Lomber's optional sound package (PySide6-Addons).</source>
      <translation>Для звука нужен необязательный звуковой пакет Ломбера (PySide6-Addons).</translation>
    </message>
    <message>
      <source>No audio output was found.</source>
      <translation>Не найдено устройство вывода звука.</translation>
    </message>
    <message>
      <source>Autosave failed and is off now: %1</source>
      <translation>Автосохранение не удалось и теперь выключено: %1</translation>
    </message>
    <message>
      <source>Your settings could not be saved: %1</source>
      <translation>Не удалось сохранить ваши настройки: %1</translation>
    </message>
    <message>
      <source>Click cards in your hand to choose them, then this button.</source>
      <translation>Щёлкните по картам в руке, чтобы выбрать их, затем по этой кнопке.</translation>
    </message>
    <message>
      <source>Click cards in your hand to choose them.</source>
      <translation>Выберите карты: щёлкните по ним в руке.</translation>
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) in your hand.</source>
      <translation>
        <numerusform>Выберите в руке %n карту.</numerusform>
        <numerusform>Выберите в руке %n карты.</numerusform>
        <numerusform>Выберите в руке %n карт.</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Continue</source>
      <translation>&amp;Продолжить</translation>
    </message>
    <message>
      <source>Chosen: %1.</source>
      <translation>Выбрано: %1.</translation>
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
      <source>Choose %1</source>
      <translation>Выбрать %1</translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s) taken; click to see the last one.</source>
      <translation>
        <numerusform>Взята %n взятка; щёлкните, чтобы увидеть последнюю.</numerusform>
        <numerusform>Взято %n взятки; щёлкните, чтобы увидеть последнюю.</numerusform>
        <numerusform>Взято %n взяток; щёлкните, чтобы увидеть последнюю.</numerusform>
      </translation>
    </message>
    <message>
      <source>out</source>
      <translation>вне игры</translation>
    </message>
    <message>
      <source>%1 tr.</source>
      <translation>%1 вз.</translation>
    </message>
    <message>
      <source>Chips: %1</source>
      <translation>Фишки: %1</translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n взятка</numerusform>
        <numerusform>%n взятки</numerusform>
        <numerusform>%n взяток</numerusform>
      </translation>
    </message>
    <message>
      <source>Score: %1</source>
      <translation>Счёт: %1</translation>
    </message>
    <message>
      <source>Last trick</source>
      <translation>Последняя взятка</translation>
    </message>
    <message>
      <source>Click or press a key to return to the table.</source>
      <translation>Щёлкните или нажмите клавишу, чтобы вернуться к столу.</translation>
    </message>
    <message>
      <source>Last trick: %1 took it</source>
      <translation>Последняя взятка (%1)</translation>
    </message>
    <message numerus="yes">
      <source>%n card(s) left in the shoe</source>
      <translation>
        <numerusform>В башмаке осталась %n карта</numerusform>
        <numerusform>В башмаке осталось %n карты</numerusform>
        <numerusform>В башмаке осталось %n карт</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n card(s) left in the stock</source>
      <translation>
        <numerusform>В колоде осталась %n карта</numerusform>
        <numerusform>В колоде осталось %n карты</numerusform>
        <numerusform>В колоде осталось %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>Shoe %1</source>
      <translation>Башмак %1</translation>
    </message>
    <message>
      <source>The draw</source>
      <translation>Жребий</translation>
    </message>
    <message>
      <source>Last &amp;trick</source>
      <translation>Последняя &amp;взятка</translation>
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
    <message numerus="yes">
      <source>%n card(s) dealt face down</source>
      <translation>
        <numerusform>%n карта сдана рубашкой вверх</numerusform>
        <numerusform>%n карты сданы рубашкой вверх</numerusform>
        <numerusform>%n карт сдано рубашкой вверх</numerusform>
      </translation>
    </message>
    <message>
      <source>— A new deal; %1 deals —</source>
      <translation>— Новая сдача; сдаёт %1 —</translation>
    </message>
    <message>
      <source>— A new deal; you deal —</source>
      <translation>— Новая сдача; сдаёте вы —</translation>
    </message>
    <message>
      <source>%1 gets %2</source>
      <translation>%1 получает %2</translation>
    </message>
    <message>
      <source>You get %2</source>
      <translation>Вы получаете %2</translation>
    </message>
    <message>
      <source>%1 shows %2</source>
      <translation>%1 открывает %2</translation>
    </message>
    <message>
      <source>You show %2</source>
      <translation>Вы открываете %2</translation>
    </message>
    <message>
      <source>%1 plays %2</source>
      <translation>%1 кладёт %2</translation>
    </message>
    <message>
      <source>You play %2</source>
      <translation>Вы кладёте %2</translation>
    </message>
    <message>
      <source>%1 takes the trick</source>
      <translation>%1 берёт взятку</translation>
    </message>
    <message>
      <source>You take the trick</source>
      <translation>Вы берёте взятку</translation>
    </message>
    <message numerus="yes">
      <source>%1 discards %n card(s)</source>
      <translation>
        <numerusform>%1 сносит %n карту</numerusform>
        <numerusform>%1 сносит %n карты</numerusform>
        <numerusform>%1 сносит %n карт</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You discard %n card(s)</source>
      <translation>
        <numerusform>Вы сносите %n карту</numerusform>
        <numerusform>Вы сносите %n карты</numerusform>
        <numerusform>Вы сносите %n карт</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 puts down %n card(s)</source>
      <translation>
        <numerusform>%1 сбрасывает %n карту</numerusform>
        <numerusform>%1 сбрасывает %n карты</numerusform>
        <numerusform>%1 сбрасывает %n карт</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You put down %n card(s)</source>
      <translation>
        <numerusform>Вы сбрасываете %n карту</numerusform>
        <numerusform>Вы сбрасываете %n карты</numerusform>
        <numerusform>Вы сбрасываете %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>%1's score: %2</source>
      <translation>%1: счёт %2</translation>
    </message>
    <message>
      <source>Your score: %2</source>
      <translation>Ваш счёт: %2</translation>
    </message>
    <message>
      <source>%1 is the %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <source>You are the %2</source>
      <translation>Вы — %2</translation>
    </message>
    <message>
      <source>%1 leaves the match</source>
      <translation>%1 выбывает из матча</translation>
    </message>
    <message>
      <source>You leave the match</source>
      <translation>Вы выбываете из матча</translation>
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
      <source>%1 (you)</source>
      <translation>%1 (вы)</translation>
    </message>
    <message>
      <source>Score %1 = %2</source>
      <translation>Счёт %1 = %2</translation>
    </message>
    <message>
      <source>%1 or %2</source>
      <translation>%1 или %2</translation>
    </message>
    <message>
      <source>Your turn: %1.</source>
      <translation>Ваш ход: %1.</translation>
    </message>
    <message>
      <source>The deal is over.</source>
      <translation>Сдача окончена.</translation>
    </message>
    <message>
      <source>drawn</source>
      <translation>по жребию</translation>
    </message>
    <message numerus="yes">
      <source>%1 %n card(s)</source>
      <translation>
        <numerusform>%1 %n карту</numerusform>
        <numerusform>%1 %n карты</numerusform>
        <numerusform>%1 %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>— A new deal —</source>
      <translation>— Новая сдача —</translation>
    </message>
    <message>
      <source>%1 is turned up</source>
      <translation>Открыта карта %1</translation>
    </message>
    <message numerus="yes">
      <source>%1 → %2: %n chip(s) (%3)</source>
      <translation>
        <numerusform>%1 → %2: %n фишка (%3)</numerusform>
        <numerusform>%1 → %2: %n фишки (%3)</numerusform>
        <numerusform>%1 → %2: %n фишек (%3)</numerusform>
      </translation>
    </message>
    <message>
      <source>play a card (click it)</source>
      <translation>сыграйте карту (щёлкните по ней)</translation>
    </message>
    <message>
      <source>play</source>
      <comment>you</comment>
      <translation>кладёте</translation>
    </message>
    <message>
      <source>plays</source>
      <translation>кладёт</translation>
    </message>
    <message>
      <source>You %1</source>
      <translation>Вы %1</translation>
    </message>
    <message>
      <source>%1 %2</source>
      <translation>%1 %2</translation>
    </message>
    <message>
      <source>%1 to the table</source>
      <translation>%1 — на стол</translation>
    </message>
    <message>
      <source>%1 %2–%3</source>
      <translation>%1 %2–%3</translation>
    </message>
    <message>
      <source>expert</source>
      <translation>эксперт</translation>
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
      <source>Drawn: the cards drawn decide who deals first; or choose the player who deals first.</source>
      <translation>«По жребию»: первого сдающего определяют вытянутые карты; или выберите игрока, который сдаёт первым.</translation>
    </message>
    <message>
      <source>First dealer</source>
      <translation>Первый сдающий</translation>
    </message>
    <message>
      <source>Not this seat's decision now.</source>
      <translation>Сейчас решать не вам.</translation>
    </message>
    <message>
      <source>The only legal choice: {action}.</source>
      <translation>Единственный допустимый ход: {action}.</translation>
    </message>
    <message>
      <source>Draw: worth {draw:+.2%} of the bet against {stand:+.2%} for standing, from the cards left in the shoe.</source>
      <translation>Прикупить: {draw:+.2%} от ставки против {stand:+.2%}, если не прикупать, — по картам, оставшимся в башмаке.</translation>
    </message>
    <message>
      <source>Stand: worth {stand:+.2%} of the bet against {draw:+.2%} for drawing, from the cards left in the shoe.</source>
      <translation>Не прикупать: {stand:+.2%} от ставки против {draw:+.2%}, если прикупить, — по картам, оставшимся в башмаке.</translation>
    </message>
    <message>
      <source>Banco: the bank of {bank} is small next to your {stack} chips; the punter's expectation on this shoe is {punter:+.2%} per chip.</source>
      <translation>Банко: банк {bank} невелик рядом с вашими фишками ({stack}); ожидание понтёра в этом башмаке — {punter:+.2%} на фишку.</translation>
    </message>
    <message>
      <source>{action}: a small stake; a punter's expectation on the coming coup is {punter:+.2%} per chip.</source>
      <translation>{action}: небольшая ставка; ожидание понтёра в ближайшей сдаче — {punter:+.2%} на фишку.</translation>
    </message>
    <message>
      <source>{action}: the smallest bet, so that the coup is played; a punter's expectation on it is {punter:+.2%} per chip.</source>
      <translation>{action}: наименьшая ставка, чтобы сдача состоялась; ожидание понтёра в ней — {punter:+.2%} на фишку.</translation>
    </message>
    <message>
      <source>Pass: a punter's expectation on the coming coup is {punter:+.2%} per chip.</source>
      <translation>Пас: ожидание понтёра в ближайшей сдаче — {punter:+.2%} на фишку.</translation>
    </message>
    <message>
      <source>Pass: a punter's expectation on the coming coup, {punter:+.2%} per chip, is too little to stake the whole bank of {bank} with your {stack} chips.</source>
      <translation>Пас: ожидание понтёра в ближайшей сдаче, {punter:+.2%} на фишку, слишком мало, чтобы ставить весь банк {bank} при ваших фишках ({stack}).</translation>
    </message>
    <message>
      <source>{action}: the bank is the better side (its edge on the coming coup is {edge:+.2%}).</source>
      <translation>{action}: выгоднее держать банк (его преимущество в ближайшей сдаче — {edge:+.2%}).</translation>
    </message>
    <message>
      <source>Pass: the bank would stake too much of your {stack} chips.</source>
      <translation>Пас: банк поставил бы на кон слишком большую часть ваших фишек ({stack}).</translation>
    </message>
    <message>
      <source>Pass: a bank of {stake} would have an edge of {edge:+.2%} on the coming coup, the house's commission taken off.</source>
      <translation>Пас: у банка {stake} в ближайшей сдаче было бы преимущество {edge:+.2%} за вычетом комиссии заведения.</translation>
    </message>
    <message>
      <source>{action}: enough to use the bank's edge ({edge:+.2%}) without staking too much of your {stack} chips.</source>
      <translation>{action}: достаточно, чтобы воспользоваться преимуществом банка ({edge:+.2%}), не рискуя слишком большой частью ваших фишек ({stack}).</translation>
    </message>
    <message>
      <source>{action}: as small a bank as you may name; its edge on the coming coup is only {edge:+.2%}.</source>
      <translation>{action}: наименьший банк, какой можно назначить; его преимущество в ближайшей сдаче — всего {edge:+.2%}.</translation>
    </message>
    <message>
      <source>{action}: of the banks you may name, this one loses least on the coming coup (the house's commission weighs less on it); its edge is only {edge:+.2%}.</source>
      <translation>{action}: из банков, какие можно назначить, этот теряет меньше всех в ближайшей сдаче (комиссия заведения весит на нём меньше); его преимущество — всего {edge:+.2%}.</translation>
    </message>
    <message>
      <source>Deal: keep the bank of {bank}; its edge on the coming coup is {edge:+.2%}.</source>
      <translation>Сдавать: оставить банк {bank}; его преимущество в ближайшей сдаче — {edge:+.2%}.</translation>
    </message>
    <message>
      <source>Retire: take the bank of {bank} home; it is a large share of your chips, or the shoe has turned (the bank's edge on the coming coup is {edge:+.2%}).</source>
      <translation>Уйти: забрать банк {bank}; это большая часть ваших фишек, или башмак повернулся против банка (его преимущество в ближайшей сдаче — {edge:+.2%}).</translation>
    </message>
    <message>
      <source>Take the bank of {offer}: its edge on the coming coup is {edge:+.2%}.</source>
      <translation>Взять банк {offer}: его преимущество в ближайшей сдаче — {edge:+.2%}.</translation>
    </message>
    <message>
      <source>Pass: the bank of {offer} would stake too much of your {stack} chips, or the shoe favours the punters (the bank's edge is {edge:+.2%}).</source>
      <translation>Пас: банк {offer} — слишком большая часть ваших фишек ({stack}), или башмак на стороне понтёров (преимущество банка — {edge:+.2%}).</translation>
    </message>
    <message>
      <source>plays on hunches; stands on 5, bets big and banks small.</source>
      <translation>играет наугад; стоит на 5, ставит крупно, держит банк небольшим.</translation>
    </message>
    <message>
      <source>draws by the book (the table of play), with steady stakes.</source>
      <translation>берёт карту по правилам (таблице игры), ставит ровно.</translation>
    </message>
    <message>
      <source>reckons the exact odds of the cards left in the shoe; banks while the bank has the edge.</source>
      <translation>точно считает шансы по картам, оставшимся в башмаке; держит банк, пока у банка перевес.</translation>
    </message>
    <message>
      <source>The coming coup</source>
      <translation>Ближайшая сдача</translation>
    </message>
    <message numerus="yes">
      <source>Exact, from the %n card(s) left in the shoe that you have not seen.</source>
      <translation>
        <numerusform>Точный расчёт по %n оставшейся в башмаке карте, которой вы не видели.</numerusform>
        <numerusform>Точный расчёт по %n оставшимся в башмаке картам, которых вы не видели.</numerusform>
        <numerusform>Точный расчёт по %n оставшимся в башмаке картам, которых вы не видели.</numerusform>
      </translation>
    </message>
    <message>
      <source>If you draw, per chip bet</source>
      <translation>Прикупить: на фишку ставки</translation>
    </message>
    <message>
      <source>If you stand, per chip bet</source>
      <translation>Не прикупать: на фишку ставки</translation>
    </message>
    <message>
      <source>The banker's edge per chip bet against him</source>
      <translation>Преимущество банкомёта на фишку ставки против него</translation>
    </message>
    <message>
      <source>The banker's expectation on the coming coup, the house's commission taken off, both sides playing the book.</source>
      <translation>Ожидание банкомёта в ближайшей сдаче за вычетом комиссии заведения, если обе стороны играют по таблице.</translation>
    </message>
    <message>
      <source>Welcome to Chemin de fer! Each coup is one hand of the banker against one punter, who plays for everybody who bet. The best point is 9: tens and court cards count 0, an ace 1, and a total counts without its tens (5 + 6 = 11 is a point of 1).</source>
      <translation>Добро пожаловать в шмен-де-фер! Каждая сдача — одна рука банкомёта против одного понтёра, который играет за всех, кто поставил. Лучшее очко — 9: десятки и фигуры стоят 0, туз — 1, а от суммы отбрасываются десятки (5 + 6 = 11 — это 1 очко).</translation>
    </message>
    <message>
      <source>First the players bid for the bank, in turn: each names a bigger bank or drops out, and the last one bidding holds it. The bank has a small edge over the punters, so bid the smallest bank, 20 chips: set the amount to 20 and press Bid.</source>
      <translation>Сначала игроки по очереди торгуются за банк: каждый называет банк побольше или выходит из торга, и банк держит тот, кто заявил последним. У банка небольшое преимущество перед понтёрами, так что заявите самый малый банк, 20 фишек: поставьте сумму 20 и нажмите «Заявить банк».</translation>
    </message>
    <message>
      <source>Player 2 named a bank of 100 chips and Player 3 dropped out. To hold the bank now you would have to name more than 100, a big part of your 500 chips on a single hand: press Pass.</source>
      <translation>Игрок 2 назвал банк в 100 фишек, Игрок 3 — пас. Чтобы держать банк, теперь пришлось бы назвать больше 100 — большую часть ваших 500 фишек на одну руку. Нажмите «Пас».</translation>
    </message>
    <message>
      <source>Player 2 holds the bank, 100 chips: here it lies. He plays one hand against the table.</source>
      <translation>Банк держит Игрок 2, 100 фишек, — вот он лежит. Игрок 2 играет одну руку против всего стола.</translation>
    </message>
    <message>
      <source>Betting goes round from the banker's left, one turn each: Player 3 passed. You may bet part of the bank, or call banco: bet the whole bank, so that the smaller bets are taken back and you alone play the hand.</source>
      <translation>Ставки делают по кругу слева от банкомёта, по одному разу: Игрок 3 спасовал. Можно поставить часть банка или объявить банко — ставку на весь банк: тогда меньшие ставки снимаются, и против банкомёта играете вы один.</translation>
    </message>
    <message>
      <source>The bank's edge makes small bets wise: bet the table's least, 10 chips. Set the amount to 10 and press Bet. The player with the biggest bet is the punter: you will play the hand.</source>
      <translation>Раз преимущество у банка, разумно ставить мало: поставьте наименьшую ставку стола, 10 фишек. Поставьте сумму 10 и нажмите «Ставка». Понтёр — тот, чья ставка больше всех: руку будете играть вы.</translation>
    </message>
    <message>
      <source>You are the punter. Your cards are a 5 and a king; the king counts 0, so your point is 5.</source>
      <translation>Теперь вы понтёр. У вас пятёрка и король; король стоит 0, так что ваше очко — 5.</translation>
    </message>
    <message>
      <source>Most draws are fixed by a table, the tableau: the punter draws on 0 to 4 and stands on 6 or 7. On 5 the choice is yours. Take a third card: press Draw.</source>
      <translation>Почти все прикупы задаёт таблица: понтёр прикупает при 0–4 и не прикупает при 6 или 7. При 5 выбор за вами. Возьмите третью карту: нажмите «Прикупить».</translation>
    </message>
    <message>
      <source>A 3 makes your point 8. The banker had 4, and against a third card of 3 the tableau made him draw: a 2, so he has 6.</source>
      <translation>Тройка — и у вас 8. У банкомёта было 4, а против третьей карты 3 таблица велит прикупать: он взял двойку, у него 6.</translation>
    </message>
    <message>
      <source>8 beats 6: the bank pays your bet, 10 chips, and the bank passes to the next player in turn, Player 3. Press Next for the next coup.</source>
      <translation>8 бьёт 6: банк платит вам по ставке 10 фишек, и банк переходит к следующему игроку, Игроку 3. Нажмите «Дальше» — следующая сдача.</translation>
    </message>
    <message>
      <source>Player 3 holds the bank now and named 50 chips. Betting starts on his left, with you. Hint advises you to pass: the bank keeps its edge, and a banco puts 50 chips on one coup. But a bank this small next to your 510 chips is where a banco is tried: press Banco, and you alone play this coup against the whole bank.</source>
      <translation>Теперь банк держит Игрок 3, он назначил 50 фишек. Ставки начинаются слева от него, то есть с вас. Подсказка советует пасовать: преимущество остаётся у банка, а банко ставит 50 фишек на одну сдачу. Но банк, такой маленький рядом с вашими 510 фишками, — как раз случай попробовать банко: нажмите «Банко», и вы один сыграете эту сдачу против всего банка.</translation>
    </message>
    <message>
      <source>Your cards make 9: a two-card point of 8 or 9 is a natural, shown at once, and nobody draws. The banker's 7 loses: the bank pays your banco, 50 chips.</source>
      <translation>У вас 9 очков: 8 или 9 очков с двух карт — это натураль, его открывают сразу, и никто не прикупает. 7 банкомёта проигрывает: банк платит вам банко, 50 фишек.</translation>
    </message>
    <message>
      <source>That is Chemin de fer. Press Play a match now to play a whole match; the Rules panel (F1) has the banker's whole tableau.</source>
      <translation>Вот и весь шмен-де-фер. Нажмите «Сыграть матч сейчас», чтобы сыграть целый матч; в панели правил (F1) есть вся таблица банкомёта.</translation>
    </message>
    <message>
      <source>The smallest bank and the smallest bet.</source>
      <translation>Наименьший банк и наименьшая ставка.</translation>
    </message>
    <message>
      <source>Drawing by the table, or free choice on any point 0–7.</source>
      <translation>Прикупать ли — по таблице или по желанию при любом очке 0–7.</translation>
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
      <source>By auction: the highest bid holds the first bank; or choose the player who holds it.</source>
      <translation>«С торгов»: первый банк держит тот, кто заявил больший банк; или выберите игрока, который его держит.</translation>
    </message>
    <message>
      <source>by auction</source>
      <translation>с торгов</translation>
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
      <source>Bets on the table go back to their owners, the bank to its banker; the richest player wins.</source>
      <translation>Ставки на столе возвращаются владельцам, банк — банкомёту; выигрывает самый богатый.</translation>
    </message>
    <message>
      <source>Table minimum</source>
      <translation>Минимум стола</translation>
    </message>
    <message>
      <source>Drawing</source>
      <translation>Прикуп</translation>
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
      <source>In the auction a bid must be above the last one, at least the table minimum and at most your chips.</source>
      <translation>На торгах заявка должна быть выше предыдущей, не меньше минимума стола и не больше ваших фишек.</translation>
    </message>
    <message>
      <source>The bank offered after a retirement can only be taken at the same amount or passed.</source>
      <translation>Банк, предложенный после ухода банкомёта, можно взять только на ту же сумму или отказаться.</translation>
    </message>
    <message>
      <source>A new banker names a bank of at least the table minimum and at most the banker's chips.</source>
      <translation>Новый банкомёт открывает банк не меньше минимума стола и не больше своих фишек.</translation>
    </message>
    <message>
      <source>Before the first card the banker may deal again or retire.</source>
      <translation>До первой карты банкомёт может сдавать снова или уйти.</translation>
    </message>
    <message>
      <source>A bet is at least the table minimum (or what is left uncovered) and at most the uncovered part of the bank and your chips; banco takes the whole bank; after a banco suivi only banco or pass.</source>
      <translation>Ставка — не меньше минимума стола (или непокрытого остатка) и не больше непокрытой части банка и ваших фишек; банко — на весь банк; после банко сюиви только банко или пас.</translation>
    </message>
    <message>
      <source>The punter draws on 0–4, stands on 6 or 7 and chooses only at 5.</source>
      <translation>Понтёр прикупает при 0–4, не прикупает при 6 или 7 и выбирает только при 5.</translation>
    </message>
    <message>
      <source>The banker draws or stands as the banker's table says.</source>
      <translation>Банкомёт прикупает или нет по таблице банкомёта.</translation>
    </message>
    <message>
      <source>Draw or stand.</source>
      <translation>Прикупить или не прикупать.</translation>
    </message>
    <message>
      <source>B&amp;id</source>
      <translation>За&amp;явить банк</translation>
    </message>
    <message>
      <source>bids</source>
      <translation>заявляет банк</translation>
    </message>
    <message>
      <source>bid</source>
      <comment>you</comment>
      <translation>заявляете банк</translation>
    </message>
    <message>
      <source>Ban&amp;k</source>
      <translation>&amp;Банк</translation>
    </message>
    <message>
      <source>sets the bank at</source>
      <translation>открывает банк на</translation>
    </message>
    <message>
      <source>set the bank at</source>
      <comment>you</comment>
      <translation>открываете банк на</translation>
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
      <source>bet</source>
      <comment>you</comment>
      <translation>ставите</translation>
    </message>
    <message>
      <source>&amp;Draw</source>
      <comment>chemin-de-fer</comment>
      <translation>П&amp;рикупить</translation>
    </message>
    <message>
      <source>draws</source>
      <comment>chemin-de-fer</comment>
      <translation>прикупает</translation>
    </message>
    <message>
      <source>&amp;Stand</source>
      <comment>chemin-de-fer</comment>
      <translation>&amp;Не прикупать</translation>
    </message>
    <message>
      <source>stands</source>
      <comment>chemin-de-fer</comment>
      <translation>не прикупает</translation>
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
      <source>Role</source>
      <translation>Роль</translation>
    </message>
    <message>
      <source>Bet</source>
      <translation>Ставка</translation>
    </message>
    <message>
      <source>Point</source>
      <translation>Очки</translation>
    </message>
    <message>
      <source>Highest bid: %1</source>
      <translation>Высшая заявка: %1</translation>
    </message>
    <message>
      <source>The bank offered: %1</source>
      <translation>Предложен банк: %1</translation>
    </message>
    <message>
      <source>Your bank: %1</source>
      <translation>Ваш банк: %1</translation>
    </message>
    <message>
      <source>The bank: %1</source>
      <translation>Банк: %1</translation>
    </message>
    <message>
      <source>Your point: %1</source>
      <translation>Ваши очки: %1</translation>
    </message>
    <message>
      <source>The punter's third card: %1</source>
      <translation>Третья карта понтёра: %1</translation>
    </message>
    <message>
      <source>The punter stood</source>
      <translation>Понтёр не прикупал</translation>
    </message>
    <message>
      <source>Bancos won</source>
      <translation>Банко выиграно</translation>
    </message>
    <message>
      <source>Bancos called and won</source>
      <translation>Объявленные и выигранные банко</translation>
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
      <source>deal</source>
      <comment>you</comment>
      <translation>сдаёте</translation>
    </message>
    <message>
      <source>retire</source>
      <comment>you</comment>
      <translation>уходите</translation>
    </message>
    <message>
      <source>take the bank</source>
      <comment>you</comment>
      <translation>берёте банк</translation>
    </message>
    <message>
      <source>call banco</source>
      <comment>you</comment>
      <translation>объявляете банко</translation>
    </message>
    <message>
      <source>draw a card</source>
      <comment>you</comment>
      <translation>прикупаете</translation>
    </message>
    <message>
      <source>stand pat</source>
      <comment>you</comment>
      <translation>не прикупаете</translation>
    </message>
    <message>
      <source>The hand's point: the total of its cards, tens left out.</source>
      <translation>Очки руки: сумма карт без десятков.</translation>
    </message>
    <message>
      <source>bettor</source>
      <translation>со ставкой</translation>
    </message>
    <message>
      <source>won</source>
      <comment>chemin-de-fer</comment>
      <translation>выигрыш</translation>
    </message>
    <message>
      <source>Every case of the others' hands counted, settled as the rules settle it (a tie on 16 by the brilliant, the fewest cards, the farmer, the seat), the others drawing as players usually do; where the cases are too many, an estimate (sampled deals, a tie on 16 shared), and the line says so.</source>
      <translation>Учтён каждый расклад рук других, рассчитанный по правилам (равенство на 16 решают бриллиант, меньше карт, фермер, место за столом), другие берут карты, как обычно берут игроки; где раскладов слишком много — оценка (выборка сдач, равенство на 16 делится поровну), и строка об этом говорит.</translation>
    </message>
    <message>
      <source>Draw: no card can take {total} over 16.</source>
      <translation>Взять карту: при {total} никакая карта не даст перебора.</translation>
    </message>
    <message>
      <source>Stand on {total}: no card is left that this seat has not seen.</source>
      <translation>Хватит при {total}: не осталось карт, которых вы не видели.</translation>
    </message>
    <message>
      <source>Draw: worth {draw:+.2f} chips against {stand:+.2f} for standing on {total} (the next card busts {bust:.0%} of the time).</source>
      <translation>Взять карту: в среднем {draw:+.2f} фишки против {stand:+.2f}, если остановиться на {total} (следующая карта даёт перебор в {bust:.0%} случаев).</translation>
    </message>
    <message>
      <source>Stand on {total}: worth {stand:+.2f} chips against {draw:+.2f} for drawing (the next card busts {bust:.0%} of the time).</source>
      <translation>Хватит при {total}: в среднем {stand:+.2f} фишки против {draw:+.2f}, если взять карту (следующая карта даёт перебор в {bust:.0%} случаев).</translation>
    </message>
    <message>
      <source>Draw: this deal it is worth {draw:+.2f} chips against {stand:+.2f} for standing on {total}, but a 16 would make you the farmer for the deals to come.</source>
      <translation>Взять карту: в этой сдаче это в среднем {draw:+.2f} фишки против {stand:+.2f}, если остановиться на {total}, но 16 сделает вас фермером на следующие сдачи.</translation>
    </message>
    <message>
      <source>Stand on {total}: this deal drawing is worth {draw:+.2f} chips against {stand:+.2f}, but the farm counts for less than that: it may come back to you later.</source>
      <translation>Хватит при {total}: в этой сдаче взять карту — в среднем {draw:+.2f} фишки против {stand:+.2f}, но ферма стоит меньше: она ещё может вернуться к вам позже.</translation>
    </message>
    <message>
      <source>Too close to call on {total}: drawing and standing are within {margin:.2f} chips of each other, inside the estimate's margin; drawing is a little ahead on these deals.</source>
      <translation>Слишком близко, чтобы решить, при {total}: «взять карту» и «хватит» расходятся меньше чем на {margin:.2f} фишки, в пределах погрешности оценки; на этих сдачах чуть выгоднее взять карту.</translation>
    </message>
    <message>
      <source>Too close to call on {total}: drawing and standing are within {margin:.2f} chips of each other, inside the estimate's margin; standing is a little ahead on these deals.</source>
      <translation>Слишком близко, чтобы решить, при {total}: «взять карту» и «хватит» расходятся меньше чем на {margin:.2f} фишки, в пределах погрешности оценки; на этих сдачах чуть выгоднее сказать «хватит».</translation>
    </message>
    <message>
      <source>draws below 12 and stands on 12 or more, whatever the table shows.</source>
      <translation>берёт карту до 12 очков, на 12 и больше останавливается, что бы ни было на столе.</translation>
    </message>
    <message>
      <source>counts the cards gone and draws while the risk of going bust stays under a limit.</source>
      <translation>считает вышедшие карты и берёт, пока риск перебора ниже предела.</translation>
    </message>
    <message>
      <source>reckons the exact odds of each draw against the others' likely totals, for the most chips.</source>
      <translation>точно считает шансы каждой карты против вероятных очков других, чтобы выиграть больше фишек.</translation>
    </message>
    <message>
      <source>Your next card</source>
      <translation>Ваша следующая карта</translation>
    </message>
    <message numerus="yes">
      <source>Your next card, on %n point(s)</source>
      <translation>
        <numerusform>Ваша следующая карта (у вас %n очко)</numerusform>
        <numerusform>Ваша следующая карта (у вас %n очка)</numerusform>
        <numerusform>Ваша следующая карта (у вас %n очков)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exact, from the %n card(s) your next card can be, weighed by what the others' draws showed (a player draws only on 16 or less).</source>
      <translation>
        <numerusform>Точный расчёт: следующая карта — одна из %n карты, с учётом того, сколько карт взяли другие (карту берут только при 16 и меньше).</numerusform>
        <numerusform>Точный расчёт: следующая карта — одна из %n карт, с учётом того, сколько карт взяли другие (карту берут только при 16 и меньше).</numerusform>
        <numerusform>Точный расчёт: следующая карта — одна из %n карт, с учётом того, сколько карт взяли другие (карту берут только при 16 и меньше).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>From the %n card(s) your next card can be, each taken as likely (what the others' draws showed is not read into it).</source>
      <translation>
        <numerusform>Следующая карта — одна из %n карты, все считаются равновероятными (сколько карт взяли другие, здесь не учтено).</numerusform>
        <numerusform>Следующая карта — одна из %n карт, все считаются равновероятными (сколько карт взяли другие, здесь не учтено).</numerusform>
        <numerusform>Следующая карта — одна из %n карт, все считаются равновероятными (сколько карт взяли другие, здесь не учтено).</numerusform>
      </translation>
    </message>
    <message>
      <source>It busts you</source>
      <translation>Будет перебор</translation>
    </message>
    <message>
      <source>It makes exactly 16</source>
      <translation>Будет ровно 16</translation>
    </message>
    <message>
      <source>Standing, you beat the best total</source>
      <translation>Если остановиться, ваша сумма будет лучше всех</translation>
    </message>
    <message>
      <source>Expected chips this deal if you draw</source>
      <translation>Взять карту: ожидание в фишках за эту сдачу</translation>
    </message>
    <message>
      <source>Expected chips this deal if you stand</source>
      <translation>«Хватит»: ожидание в фишках за эту сдачу</translation>
    </message>
    <message>
      <source>Too close to call: drawing and standing within (chips)</source>
      <translation>Слишком близко, чтобы решить: «взять карту» и «хватит» в пределах (фишки)</translation>
    </message>
    <message>
      <source>Standing, you beat the best total (estimate, ±%1)</source>
      <translation>Если остановиться, ваша сумма будет лучше всех (оценка, ±%1)</translation>
    </message>
    <message>
      <source>The others' totals are weighed from how many cards they hold and when players stop; a tie does not beat. Every case is counted where they are few; otherwise deals are sampled and the figure is within the margin shown.</source>
      <translation>Суммы других оцениваются по числу их карт и по тому, когда игроки обычно останавливаются; ничья — не победа. Когда вариантов немного, перебираются все; иначе разыгрываются случайные раздачи, и число верно в пределах указанной погрешности.</translation>
    </message>
    <message>
      <source>Expected chips this deal if you draw (estimate)</source>
      <translation>Взять карту: ожидание в фишках за эту сдачу (оценка)</translation>
    </message>
    <message>
      <source>Expected chips this deal if you stand (estimate)</source>
      <translation>«Хватит»: ожидание в фишках за эту сдачу (оценка)</translation>
    </message>
    <message>
      <source>Sampled with the most deals the advice takes, the two choices are still closer than the estimate's margin: either may be the better one.</source>
      <translation>Даже на наибольшем числе сдач, которое берёт совет, два решения ближе друг к другу, чем погрешность оценки: лучшим может оказаться любое.</translation>
    </message>
    <message>
      <source>Welcome to Ferme! Everyone has put 1 chip into the farm, here in the middle. A player who ends the deal with exactly 16 takes the whole farm.</source>
      <translation>Добро пожаловать в «Ферму»! Каждый положил 1 фишку в ферму — она здесь, посередине. Кто закончит сдачу ровно с 16 очками, забирает всю ферму.</translation>
    </message>
    <message>
      <source>Player 3 is the farmer: he deals and plays a hand like everyone else. Each bust player pays him 1 chip.</source>
      <translation>Игрок 3 — фермер: он сдаёт и играет свою руку, как все. Каждый, у кого перебор, платит ему 1 фишку.</translation>
    </message>
    <message>
      <source>These are your cards: 7 and 2, worth 9. The second card is compulsory, so the table dealt it for you. Aces count 1, court cards 10.</source>
      <translation>Это ваши карты: семёрка и двойка, всего 9. Вторая карта обязательна, поэтому стол сдал её за вас. Туз стоит 1, фигуры — 10.</translation>
    </message>
    <message>
      <source>9 is far from 16. Ask for another card: press Draw.</source>
      <translation>До 16 далеко. Попросите ещё карту: нажмите «Взять карту».</translation>
    </message>
    <message>
      <source>A 3: you have 12 now. Four more would make exactly 16, and only a card above 4 would put you over. Draw once more.</source>
      <translation>Тройка: теперь у вас 12. Четвёрка дала бы ровно 16, а перебор будет только от карты старше четвёрки. Возьмите ещё одну.</translation>
    </message>
    <message>
      <source>A 4: exactly 16! Any card now would take you over 16, so stop here: press Stand.</source>
      <translation>Четвёрка: ровно 16! Любая следующая карта даст перебор, так что остановитесь: нажмите «Хватит».</translation>
    </message>
    <message>
      <source>The hands are turned up. The farmer drew a king to his 9 and went over 16: he is bust. Player 2 stopped on 14.</source>
      <translation>Карты открыты. Фермер прикупил к своим 9 короля и перебрал 16 — у него перебор. Игрок 2 остановился на 14.</translation>
    </message>
    <message>
      <source>You alone have exactly 16, so the whole farm is yours. Had nobody made 16, the farm would have stayed on the table, and the player closest to 16 would have collected 1 chip from each player below him who was not bust.</source>
      <translation>Ровно 16 только у вас, значит, вся ферма ваша. Если бы 16 не набрал никто, ферма осталась бы на столе, а ближайший к 16 получил бы по 1 фишке с каждого, у кого меньше и нет перебора.</translation>
    </message>
    <message>
      <source>That is Ferme. Press Play a match now to play a whole match; the Rules panel (F1) has every detail.</source>
      <translation>Вот и вся ферма. Нажмите «Сыграть матч сейчас», чтобы сыграть целый матч; все подробности — в панели правил (F1).</translation>
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
      <source>Drawn: the cards drawn decide the first farmer; or choose the player who is the first farmer.</source>
      <translation>«По жребию»: первого фермера определяют вытянутые карты; или выберите игрока, который будет первым фермером.</translation>
    </message>
    <message>
      <source>Next farmer</source>
      <translation>Следующий фермер</translation>
    </message>
    <message>
      <source>Several on 16</source>
      <translation>Если 16 у нескольких</translation>
    </message>
    <message>
      <source>Rule set</source>
      <translation>Вариант правил</translation>
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
      <source>The deal in play is cut short and the farm and the pool are shared out; the richest player wins.</source>
      <translation>Текущая сдача прерывается, ферма и пулька делятся по правилам; выигрывает самый богатый.</translation>
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
      <source>In Ferme a player may only draw or stand.</source>
      <translation>В Ферме можно только взять карту или остановиться.</translation>
    </message>
    <message numerus="yes">
      <source>{seat}: %n point(s), over 16; only standing is possible.</source>
      <translation>
        <numerusform>{seat}: %n очко — больше 16, можно только остановиться.</numerusform>
        <numerusform>{seat}: %n очка — больше 16, можно только остановиться.</numerusform>
        <numerusform>{seat}: %n очков — больше 16, можно только остановиться.</numerusform>
      </translation>
    </message>
    <message>
      <source>The stock is empty: everyone still to play may only stand.</source>
      <translation>Колода кончилась: кто ещё не ходил, может только остановиться.</translation>
    </message>
    <message>
      <source>The second card is compulsory in classic Ferme: {seat} must draw first.</source>
      <translation>В классической Ферме вторая карта обязательна: сначала нужно взять карту ({seat}).</translation>
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
      <source>Cards</source>
      <translation>Карты</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Очки</translation>
    </message>
    <message>
      <source>Your total: %1</source>
      <translation>Ваши очки: %1</translation>
    </message>
    <message>
      <source>16s</source>
      <translation>16 очков</translation>
    </message>
    <message>
      <source>Farms won with 16</source>
      <translation>Фермы, взятые ровно с 16 очками</translation>
    </message>
    <message>
      <source>The hand's total: 16 wins the farm, over 16 is bust.</source>
      <translation>Очки руки: 16 берут ферму, больше 16 — перебор.</translation>
    </message>
    <message>
      <source>wins the farm</source>
      <translation>берёт ферму</translation>
    </message>
    <message>
      <source>wins the farm and the pool</source>
      <translation>берёт ферму и фонд игроков</translation>
    </message>
    <message>
      <source>takes the pool</source>
      <translation>берёт фонд игроков</translation>
    </message>
    <message>
      <source>{action}: the best of {moves} choices over {worlds} sampled deals ({value:+.2f} points off your score on average, next best {next} {next_value:+.2f}).</source>
      <translation>{action}: лучший из ходов ({moves!c} на выбор, {worlds!c} в выборке) — в среднем {value:+.2f} очка в вашу пользу; следующий — «{next}», {next_value:+.2f}.</translation>
    </message>
    <message>
      <source>{action}: level with {next} over {worlds} sampled deals ({value:+.2f} points off your score on average); no other of the {moves} choices does better.</source>
      <translation>{action}: наравне с «{next}» ({worlds!c} в выборке) — в среднем {value:+.2f} очка в вашу пользу; ни один другой из ходов ({moves!c} на выбор) не лучше.</translation>
    </message>
    <message>
      <source>{action}: the usual play; {best} looked better by {gain:.2f} points over {worlds} sampled deals, too little to trust.</source>
      <translation>{action}: обычный ход; вариант «{best}» выглядел лучше на {gain:.2f} очка ({worlds!c} в выборке) — слишком мало, чтобы этому верить.</translation>
    </message>
    <message>
      <source>{action}: the ace of spades takes the led ace of trumps.</source>
      <translation>{action}: пиковый туз бьёт вышедшего козырного туза.</translation>
    </message>
    <message>
      <source>{action}: the only sensible choice here.</source>
      <translation>{action}: здесь это единственный разумный ход.</translation>
    </message>
    <message>
      <source>Points off your score</source>
      <translation>Очки в вашу пользу</translation>
    </message>
    <message>
      <source>keeps trumps, aces and kings, never folds; plays its highest cards.</source>
      <translation>оставляет козыри, тузов и королей, никогда не пасует; ходит старшими картами.</translation>
    </message>
    <message>
      <source>exchanges as the easy level; plays its sure winners, else its cheapest card, tracking the cards gone.</source>
      <translation>прикупает как лёгкий уровень; ходит верными картами, иначе самой младшей, следя за вышедшими картами.</translation>
    </message>
    <message>
      <source>searches exchange, fold and play over sampled deals read from the exchanges; thinks up to a second.</source>
      <translation>перебирает прикуп, пас и ходы на возможных раскладах, прочитанных по прикупу других; думает до секунды.</translation>
    </message>
    <message>
      <source>the strong search with five times the deals; thinks up to five seconds a move.</source>
      <translation>перебор сильного уровня на впятеро большем числе раскладов; думает до пяти секунд на ход.</translation>
    </message>
    <message>
      <source>Welcome to Fly! Everyone starts with a score of 25 and tries to bring it down to exactly 0: each trick you win takes 1 point off.</source>
      <translation>Добро пожаловать в «Мушку»! Каждый начинает со счётом 25 и старается свести его ровно к 0: каждая взятая взятка списывает одно очко.</translation>
    </message>
    <message>
      <source>Player 2 dealt five cards each and turned up the next one, the 9 of hearts: hearts are trumps for this deal.</source>
      <translation>Игрок 2 сдал всем по пять карт и открыл следующую — девятку червей: в этой сдаче козыри — черви.</translation>
    </message>
    <message>
      <source>Once in the deal, each player in turn from the dealer's left keeps his five cards, exchanges some for cards from the stock, or folds and sits the deal out. Player 3 kept his.</source>
      <translation>Один раз за сдачу каждый по очереди, начиная слева от сдающего, остаётся со своими пятью картами, прикупает вместо части из них карты из прикупа или пасует и пропускает сдачу. Игрок 3 остался при своих.</translation>
    </message>
    <message>
      <source>Your hand. The ace of spades has powers of its own, and its holder may neither fold nor give it up. The 7 of clubs and the 7 of diamonds are the lowest of their suits and will hardly win a trick.</source>
      <translation>Ваши карты. У пикового туза особая сила, и его владелец не может ни спасовать, ни сбросить его. Семёрка треф и семёрка бубён — младшие в своих мастях и вряд ли возьмут взятку.</translation>
    </message>
    <message>
      <source>Exchange the two sevens: click the 7 of clubs and the 7 of diamonds, then press Exchange.</source>
      <translation>Прикупите вместо обеих семёрок: щёлкните семёрку треф и семёрку бубён, потом нажмите «Прикупить».</translation>
    </message>
    <message>
      <source>You drew the king of diamonds and the 9 of diamonds; Player 2 kept his cards.</source>
      <translation>Вам пришли бубновые король и девятка; Игрок 2 остался при своих картах.</translation>
    </message>
    <message>
      <source>Player 3, first to the dealer's left, leads the first trick: the ace of diamonds. The others must follow suit, that is play a card of the suit led; one who cannot must play a trump; one with neither plays any card. The highest trump takes the trick, or else the highest card of the suit led.</source>
      <translation>Игрок 3, первый слева от сдающего, ходит в первую взятку: тузом бубен. Остальные обязаны ходить в масть, то есть класть карту той масти, с которой пошли; у кого её нет, обязан бить козырем; у кого нет ни того ни другого, кладёт любую карту. Взятку берёт старший козырь, а без козырей — старшая карта масти хода.</translation>
    </message>
    <message>
      <source>You hold two diamonds, so you must play one of them, and which one is your choice: nobody has to beat the card led. Neither of yours can beat the ace, so play the 9 of diamonds and keep the king, the highest diamond once the ace is gone. Click the 9 of diamonds.</source>
      <translation>У вас две бубны, значит, класть надо одну из них, а какую — решаете вы: перебивать карту хода никто не обязан. Туза не побьёт ни одна из ваших, так что положите девятку бубен и сохраните короля: когда туз выйдет, он станет старшей бубной. Щёлкните девятку бубен.</translation>
    </message>
    <message>
      <source>Player 3's ace took the trick: 1 point off his score. The winner of a trick leads the next, and he leads the ace of hearts, the ace of trumps.</source>
      <translation>Туз Игрока 3 взял взятку: с его счёта снято 1 очко. Кто взял взятку, тот ходит в следующую, и он ходит тузом червей, козырным тузом.</translation>
    </message>
    <message>
      <source>But this is the privilege of the ace of spades: when the ace of trumps is led, the holder of the ace of spades may play it instead, and it wins the trick. Play your ace of spades.</source>
      <translation>Но тут сила пикового туза: когда ходят козырным тузом, владелец пикового туза может положить его вместо масти, и пиковый туз берёт взятку. Положите пикового туза.</translation>
    </message>
    <message>
      <source>Your first trick: 1 point off, and 5 more because you hold the ace of spades. Your score is 19.</source>
      <translation>Ваша первая взятка: минус одно очко и ещё 5 за пикового туза. У вас 19.</translation>
    </message>
    <message>
      <source>Your trick, so you lead. Lead the king of hearts, now the highest trump.</source>
      <translation>Взятка ваша, значит, ходите вы. Пойдите королём червей — теперь это старший козырь.</translation>
    </message>
    <message>
      <source>Neither of the others had a heart, so neither could follow suit or play a trump: each played any card, and your king took the trick. Lead the queen of hearts, the highest trump again; your last card is then played for you.</source>
      <translation>Ни у кого из соперников не было червей, так что ни в масть, ни козырем они пойти не могли: каждый положил любую карту, и ваш король взял взятку. Пойдите дамой червей — снова старшим козырем; последнюю карту стол сыграет за вас.</translation>
    </message>
    <message>
      <source>Your king of diamonds, the highest diamond left, took the last trick. Four tricks and the ace's 5 points: your score is down to 16.</source>
      <translation>Ваш бубновый король, старшая из оставшихся бубен, взял последнюю взятку. Четыре взятки и 5 очков за туза: ваш счёт снизился до 16.</translation>
    </message>
    <message>
      <source>Player 2 stayed in but took no trick: that is a remise, and 5 points go onto his score. Folding would have cost him nothing. Player 3's one trick brought him to 24.</source>
      <translation>Игрок 2 остался в игре, но не взял ни одной взятки: это ремиз, к его счёту прибавлено 5 очков. Спасовав, он бы ничего не потерял. Игрок 3 взял одну взятку, и его счёт — 24.</translation>
    </message>
    <message>
      <source>That is Fly. The first to bring his score to exactly 0 wins the match. Press Play a match now to play one; the Rules panel (F1) has every detail.</source>
      <translation>Вот и вся «Мушка». Кто первым сведёт свой счёт ровно к 0, выигрывает матч. Нажмите «Сыграть матч сейчас», чтобы сыграть; все подробности — в панели правил (F1).</translation>
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
      <source>The deal in play is abandoned without remises, any pot goes back in equal shares, and nobody wins.</source>
      <translation>Текущая сдача бросается без ремизов, кон (если он есть) возвращается поровну, и никто не выигрывает.</translation>
    </message>
    <message>
      <source>the pot goes back</source>
      <translation>кон возвращается</translation>
    </message>
    <message>
      <source>Everyone else folded: %1 takes the five tricks</source>
      <translation>Остальные спасовали: %1 берёт все пять взяток</translation>
    </message>
    <message>
      <source>Everyone else folded: you take the five tricks</source>
      <translation>Остальные спасовали: вы берёте все пять взяток</translation>
    </message>
    <message>
      <source>Cards are played only after the exchange round.</source>
      <translation>Карты ходят только после круга прикупа.</translation>
    </message>
    <message>
      <source>The ace of spades may never be discarded.</source>
      <translation>Пикового туза сбрасывать нельзя.</translation>
    </message>
    <message>
      <source>A card is named twice.</source>
      <translation>Карта названа дважды.</translation>
    </message>
    <message numerus="yes">
      <source>The stock holds only %n card(s).</source>
      <translation>
        <numerusform>В прикупе только %n карта.</numerusform>
        <numerusform>В прикупе только %n карты.</numerusform>
        <numerusform>В прикупе только %n карт.</numerusform>
      </translation>
    </message>
    <message>
      <source>Taking the trump card is off at this table (“{option}”).</source>
      <translation>За этим столом брать козырь нельзя («{option}»).</translation>
    </message>
    <message>
      <source>Only the dealer may take the trump card.</source>
      <translation>Брать козырь может только сдающий.</translation>
    </message>
    <message>
      <source>Taking the trump card gives up exactly one card of your hand.</source>
      <translation>Взяв козырь, надо сбросить ровно одну карту с руки.</translation>
    </message>
    <message>
      <source>The holder of the ace of spades may not fold.</source>
      <translation>Тому, у кого пиковый туз, пасовать нельзя.</translation>
    </message>
    <message>
      <source>The dealer may not fold unless at least two other players are still in.</source>
      <translation>Сдающему пасовать нельзя, если в игре не осталось хотя бы двух других игроков.</translation>
    </message>
    <message>
      <source>This is the exchange round: keep your cards, exchange some or fold.</source>
      <translation>Сейчас круг прикупа: остаться при своих картах, прикупить или спасовать.</translation>
    </message>
    <message>
      <source>During play, play a card from your hand.</source>
      <translation>Во время розыгрыша ходят картой с руки.</translation>
    </message>
    <message>
      <source>You cannot follow suit ({suit}), so you must trump ({trumps}).</source>
      <translation>В масть ({suit}) ходить нечем, поэтому надо бить козырем ({trumps}).</translation>
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
      <source>Change</source>
      <translation>Изменение</translation>
    </message>
    <message>
      <source>Your score: %1</source>
      <translation>Ваш счёт: %1</translation>
    </message>
    <message>
      <source>Tricks: %1</source>
      <translation>Взяток: %1</translation>
    </message>
    <message numerus="yes">
      <source>Stock: %n card(s)</source>
      <translation>
        <numerusform>В прикупе %n карта</numerusform>
        <numerusform>В прикупе %n карты</numerusform>
        <numerusform>В прикупе %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>Fastest win</source>
      <translation>Быстрейшая победа</translation>
    </message>
    <message>
      <source>The fewest deals in which the player won a match</source>
      <translation>Наименьшее число сдач, за которое игрок выиграл матч</translation>
    </message>
    <message>
      <source>keep</source>
      <comment>you</comment>
      <translation>остаётесь при своих</translation>
    </message>
    <message numerus="yes">
      <source>exchanges %n card(s)</source>
      <translation>
        <numerusform>прикупает вместо %n карты</numerusform>
        <numerusform>прикупает вместо %n карт</numerusform>
        <numerusform>прикупает вместо %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>exchange</source>
      <comment>you</comment>
      <translation>прикупаете вместо</translation>
    </message>
    <message numerus="yes">
      <source>exchange %n card(s)</source>
      <comment>you</comment>
      <translation>
        <numerusform>прикупаете вместо %n карты</numerusform>
        <numerusform>прикупаете вместо %n карт</numerusform>
        <numerusform>прикупаете вместо %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>fold</source>
      <comment>you</comment>
      <translation>пасуете</translation>
    </message>
    <message>
      <source>take the trump, giving up</source>
      <comment>you</comment>
      <translation>берёте козырь, сбросив</translation>
    </message>
    <message>
      <source>How the score moved this deal: 1 off per trick, 5 off for the ace of spades' holder, 5 on for a remise.</source>
      <translation>Как изменился счёт за сдачу: −1 за взятку, −5 владельцу пикового туза, +5 за ремиз.</translation>
    </message>
    <message>
      <source>Why the score moved besides the tricks: a remise (+5, +10 for the ace of spades' holder without a trick), the ace of spades written off (−5), 0 reached.</source>
      <translation>Почему изменился счёт, кроме взяток: ремиз (+5, +10 владельцу пикового туза без взяток), списание за пиковый туз (−5), счёт дошёл до 0.</translation>
    </message>
    <message>
      <source>folded</source>
      <translation>пас</translation>
    </message>
    <message>
      <source>remise</source>
      <translation>ремиз</translation>
    </message>
    <message>
      <source>remise, A♠</source>
      <translation>ремиз, A♠</translation>
    </message>
    <message>
      <source>A♠ written off</source>
      <translation>списано за A♠</translation>
    </message>
    <message>
      <source>reached 0</source>
      <translation>счёт 0</translation>
    </message>
    <message>
      <source>Discard the cheapest cards: {cards}.</source>
      <translation>Снести самые дешёвые карты: {cards}.</translation>
    </message>
    <message>
      <source>{action}: the best of {moves} choices over {worlds} sampled deals ({value:+.1f} chips on average, next best {next} {next_value:+.1f}); declaring made {chance:.0%} of the time.</source>
      <translation>{action}: лучший из ходов ({moves!c} на выбор, {worlds!c} в выборке) — в среднем {value:+.1f} фишки; следующий — «{next}», {next_value:+.1f}; объявленная игра выходила в {chance:.0%} раскладок.</translation>
    </message>
    <message>
      <source>{action}: the best of {moves} choices over {worlds} sampled deals ({value:+.1f} chips on average, next best {next} {next_value:+.1f}).</source>
      <translation>{action}: лучший из ходов ({moves!c} на выбор, {worlds!c} в выборке) — в среднем {value:+.1f} фишки; следующий — «{next}», {next_value:+.1f}.</translation>
    </message>
    <message>
      <source>{action}: the best of {moves} cards over {worlds} sampled deals ({value:+.1f} on average, next best {next} {next_value:+.1f}).</source>
      <translation>{action}: лучшая из карт ({moves!c} на выбор, {worlds!c} в выборке) — в среднем {value:+.1f}; следующая — {next}, {next_value:+.1f}.</translation>
    </message>
    <message>
      <source>{action}: level with {next} over {worlds} sampled deals ({value:+.1f} chips on average); no other of the {moves} choices does better.</source>
      <translation>{action}: наравне с «{next}» ({worlds!c} в выборке) — в среднем {value:+.1f} фишки; ни один другой из ходов ({moves!c} на выбор) не лучше.</translation>
    </message>
    <message>
      <source>{action}: level with {next} over {worlds} sampled deals ({value:+.1f} on average); no other of the {moves} cards does better.</source>
      <translation>{action}: наравне с {next} ({worlds!c} в выборке) — в среднем {value:+.1f}; ни одна другая из карт ({moves!c} на выбор) не лучше.</translation>
    </message>
    <message>
      <source>{action}: the cards you may play here all play alike.</source>
      <translation>{action}: все карты, которыми здесь можно ходить, равноценны.</translation>
    </message>
    <message>
      <source>{action}: the careful player's card (the deals seen so far cannot be sampled).</source>
      <translation>{action}: карта осторожного игрока (по уже увиденному не удаётся подобрать случайные раскладки).</translation>
    </message>
    <message>
      <source>bids on aces, kings and trumps counted plainly; wins with its highest card, loses with its lowest.</source>
      <translation>торгуется, просто считая тузов, королей и козыри; берёт взятку старшей картой, отдаёт младшей.</translation>
    </message>
    <message>
      <source>bids on a hand reckoning that knows the payments; plays by rules of thumb, counting cards.</source>
      <translation>торгуется по оценке руки, знающей таблицу выплат; играет по простым правилам, считая карты.</translation>
    </message>
    <message>
      <source>searches every bid and card over sampled deals that fit the bidding; thinks up to a second.</source>
      <translation>перебирает каждую заявку и карту на возможных раскладах, согласных с торговлей; думает до секунды.</translation>
    </message>
    <message>
      <source>Welcome to Fortuna! Four players, each for himself, 13 cards each. Every deal the dealer puts 24 chips into the pool, here in the middle. The points you score add up from deal to deal; the first to reach 13 ends the partie (the round played for the pool) and takes the pool, less the shares of those close behind: an eighth to each player on 11 points, a quarter to each on 12.</source>
      <translation>Добро пожаловать в «Фортуну»! Четыре игрока, каждый сам за себя, по 13 карт. Каждую сдачу сдатчик кладёт 24 фишки в пульку — вот она, посередине. Очки копятся из сдачи в сдачу; кто первым наберёт 13, заканчивает партию (круг игры на пульку) и берёт пульку — за вычетом долей тех, кто отстал ненамного: восьмой части каждому, у кого 11 очков, и четверти каждому, у кого 12.</translation>
    </message>
    <message>
      <source>Before the deal a card is turned from the second pack: the 5 of diamonds. Its suit, diamonds, is the surs, the senior suit of this deal; the other suit of its colour, hearts, is the preferences.</source>
      <translation>Перед сдачей из второй колоды открыли карту — пятёрку бубён. Её масть, бубны, — сюры, старшая масть этой сдачи; другая масть того же цвета, червы, — преферансы.</translation>
    </message>
    <message>
      <source>The dealer's last card is shown: the 2 of hearts, so hearts are trumps. Trumps in the preferences double what the players pay each other this deal (×2); trumps in the surs would make it ×4.</source>
      <translation>Последняя карта сдатчика открыта: двойка червей, значит, козыри — червы. Козыри в преферансах удваивают в этой сдаче всё, что игроки платят друг другу (×2); козыри в сюрах дали бы ×4.</translation>
    </message>
    <message>
      <source>Your hand: five trumps with the ace, king and queen, and high spades and clubs. The five top trumps, A K Q J 10, are the honours: holding three of them is worth 2 points to a player who makes his contract.</source>
      <translation>Ваши карты: пять козырей с тузом, королём и дамой и старшие пики и трефы. Пять старших козырей — Т К Д В 10 — это онёры: три из них дают 2 очка тому, кто выполнит свой контракт.</translation>
    </message>
    <message>
      <source>The bidding goes once round from the dealer's left, and you are first. Say play to take on a contract: you must then take enough tricks, or pay. Pass sits the deal out. With this hand, play: press Play.</source>
      <translation>Торговля идёт один круг, начиная слева от сдатчика, и вы первый. Скажите «играю», чтобы взять контракт: тогда нужно взять достаточно взяток, иначе платить. «Пас» — пропустить сдачу. С такими картами — играть: нажмите «Играю».</translation>
    </message>
    <message>
      <source>Player 2 passed, Player 3 said play, the dealer passed. Had everyone passed, each player but the dealer would pay 6 chips into the pool and the same dealer would deal again; a player left alone with play may withdraw (the dealer may not), or force all the others to play against him (the nevolya).</source>
      <translation>Игрок 2 спасовал, Игрок 3 сказал «играю», сдатчик спасовал. Если бы спасовали все, каждый, кроме сдатчика, внёс бы в пульку 6 фишек, и тот же сдатчик сдал бы заново; а оставшийся один с «играю» может отказаться (кроме сдатчика) или заставить всех остальных играть против себя (неволя).</translation>
    </message>
    <message>
      <source>Now the re-pass round: a player other than the dealer who said play, with a passer after him, may withdraw (re-pass) or stay. Those who stay are the declarers; two declarers need 4 tricks each. Your hand is strong: press Stay.</source>
      <translation>Теперь круг перепаса: сказавший «играю» (кроме сдатчика), после которого кто-то спасовал, может отказаться (перепас) или остаться. Оставшиеся — играющие; двум играющим нужно по 4 взятки. Ваши карты сильны: нажмите «Остаюсь».</translation>
    </message>
    <message>
      <source>The passers' cards are set aside: you and Player 3 play the 13 tricks. You sit first to the dealer's left, so you lead. The other must follow suit if he can, and may play any card if he cannot. The highest trump takes the trick, or else the highest card of the suit led; the winner leads the next.</source>
      <translation>Карты спасовавших отложены: 13 взяток разыгрываете вы и Игрок 3. Вы сидите первым слева от сдатчика, поэтому ходите вы. Второй обязан ходить в масть, если может, а если не может — кладёт любую карту. Взятку берёт старший козырь, а без козырей — старшая карта масти хода; взявший ходит в следующую.</translation>
    </message>
    <message>
      <source>Lead the king of clubs: only one club is higher, and once that one is out your queen is the top club. Click it.</source>
      <translation>Пойдите королём треф: старше него только одна трефа, и когда она выйдет, ваша дама станет старшей трефой. Щёлкните его.</translation>
    </message>
    <message>
      <source>Player 3 took that trick with the ace of clubs, and as its winner he led the next one: the ace of diamonds.</source>
      <translation>Игрок 3 взял эту взятку трефовым тузом и, как взявший, пошёл в следующую — тузом бубён.</translation>
    </message>
    <message>
      <source>You have no diamond, so you may play any card, and a trump takes the trick. Trump it with the 8 of hearts: a low trump is enough, and your honours stay in your hand.</source>
      <translation>Бубён у вас нет, значит, можно положить любую карту, а козырь возьмёт взятку. Побейте восьмёркой червей: младшего козыря хватит, а онёры останутся на руке.</translation>
    </message>
    <message>
      <source>Your trick, so you lead. Lead the ace of hearts to draw Player 3's trumps: he must follow suit with a heart. After that all your cards are winners, and the table plays them out for you.</source>
      <translation>Взятка ваша, и ход ваш. Пойдите тузом червей, чтобы выбить козыри Игрока 3: он обязан ходить в масть, червой. После этого все ваши карты берут взятки, и стол сыграет их за вас.</translation>
    </message>
    <message>
      <source>You took 12 tricks, 4 needed: you made your contract. The 8 tricks over the 4 are your leves, a point each, and your three honours give 2 points more: 10 points onto your score, kept in two columns, leves and honours.</source>
      <translation>Вы взяли 12 взяток при 4 нужных — контракт выполнен. 8 взяток сверх четырёх — ваши леве, по очку каждая, а три онёра дают ещё 2 очка: к вашему счёту прибавляется 10 очков, в два столбца — леве и онёры.</translation>
    </message>
    <message>
      <source>Player 3 took one trick: 3 short, he failed. He pays you the 3 missing tricks and his honour points (two honours without the ace count none), doubled: 6 chips. He also pays remises into the pool, one for each missing trick and each honour he held, the jack and 10 of hearts: 5 remises of 24 chips, the pool when play began, so 120 chips.</source>
      <translation>Игрок 3 взял одну взятку: недобрал трёх, контракт не выполнен. Он платит вам за 3 недостающие взятки и свои очки за онёры (два онёра без туза не дают ничего), вдвойне: 6 фишек. И вносит ремизы в пульку — по одному за каждую недобранную взятку и за каждый свой онёр, валета и десятку червей: 5 ремизов по 24 фишки, сколько было в пульке к началу розыгрыша, итого 120 фишек.</translation>
    </message>
    <message>
      <source>The pool holds 144 chips now. The partie goes on: 3 more points in a later deal would end it, and the pool would be yours but for the shares of players on 11 or 12.</source>
      <translation>Теперь в пульке 144 фишки. Партия продолжается: ещё 3 очка в следующих сдачах закончат её, и пулька будет ваша — за вычетом долей тех, у кого 11 или 12 очков.</translation>
    </message>
    <message>
      <source>That is Fortuna. Press Play a match now to choose the players and play one; the Rules panel (F1) has every detail.</source>
      <translation>Вот и вся «Фортуна». Нажмите «Сыграть матч сейчас», чтобы выбрать игроков и сыграть; все подробности — в панели правил (F1).</translation>
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
      <source>Drawn: the cards drawn decide who deals first; or choose the player who deals first.</source>
      <comment>fortuna</comment>
      <translation>«По жребию»: первого сдатчика определяют вытянутые карты; или выберите игрока, который сдаёт первым.</translation>
    </message>
    <message>
      <source>Fortuna</source>
      <translation>Фортуна</translation>
    </message>
    <message>
      <source>The deal in play is abandoned unplayed and the pool goes back in equal shares; the richest player wins.</source>
      <translation>Текущая сдача бросается недоигранной, пулька возвращается поровну; выигрывает самый богатый.</translation>
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
      <source>the pool goes back</source>
      <translation>пулька возвращается</translation>
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
    <message numerus="yes">
      <source>Compulsion: %1 must take %n trick(s)</source>
      <translation>
        <numerusform>Неволя: %1 берётся взять %n взятку</numerusform>
        <numerusform>Неволя: %1 берётся взять %n взятки</numerusform>
        <numerusform>Неволя: %1 берётся взять %n взяток</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Compulsion: you must take %n trick(s)</source>
      <translation>
        <numerusform>Неволя: вы берётесь взять %n взятку</numerusform>
        <numerusform>Неволя: вы берётесь взять %n взятки</numerusform>
        <numerusform>Неволя: вы берётесь взять %n взяток</numerusform>
      </translation>
    </message>
    <message>
      <source>%1 wins the partie</source>
      <translation>%1 выигрывает партию</translation>
    </message>
    <message>
      <source>You win the partie</source>
      <translation>Вы выигрываете партию</translation>
    </message>
    <message>
      <source>%1 wins the partie with a grand souverain</source>
      <translation>%1 выигрывает партию гранд-сувереном</translation>
    </message>
    <message>
      <source>You win the partie with a grand souverain</source>
      <translation>Вы выигрываете партию гранд-сувереном</translation>
    </message>
    <message>
      <source>%1 wins the partie with a petit souverain</source>
      <translation>%1 выигрывает партию птит-сувереном</translation>
    </message>
    <message>
      <source>You win the partie with a petit souverain</source>
      <translation>Вы выигрываете партию птит-сувереном</translation>
    </message>
    <message numerus="yes">
      <source>“{option}”: “{value}” is for %n players, not {seats}.</source>
      <translation>
        <numerusform>«{option}»: «{value}» — для %n игрока, а не {seats}.</numerusform>
        <numerusform>«{option}»: «{value}» — для %n игроков, а не {seats}.</numerusform>
        <numerusform>«{option}»: «{value}» — для %n игроков, а не {seats}.</numerusform>
      </translation>
    </message>
    <message>
      <source>Stacked pack {index}: the surs must be one card.</source>
      <translation>Заданная колода {index}: сюр — это одна карта.</translation>
    </message>
    <message>
      <source>Stacked pack {index} names {cards}, which this variant's pack does not hold (or not that often).</source>
      <translation>В заданной колоде {index} названы {cards}, а в колоде этого варианта таких карт нет (или не столько).</translation>
    </message>
    <message>
      <source>The surs card {card} is not in this variant's pack.</source>
      <translation>Карты сюров {card} нет в колоде этого варианта.</translation>
    </message>
    <message>
      <source>The dealer may never re-pass: a dealer left alone must play under compulsion.</source>
      <translation>Сдатчику перепасовать нельзя: оставшись один, он играет в неволю.</translation>
    </message>
    <message numerus="yes">
      <source>Only %n card(s) are left in the talon.</source>
      <translation>
        <numerusform>В прикупе осталась только %n карта.</numerusform>
        <numerusform>В прикупе осталось только %n карты.</numerusform>
        <numerusform>В прикупе осталось только %n карт.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Discard exactly %n card(s) from your hand.</source>
      <translation>
        <numerusform>Снесите с руки ровно %n карту.</numerusform>
        <numerusform>Снесите с руки ровно %n карты.</numerusform>
        <numerusform>Снесите с руки ровно %n карт.</numerusform>
      </translation>
    </message>
    <message>
      <source>honours</source>
      <translation>онёры</translation>
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
      <source>buy</source>
      <comment>you</comment>
      <translation>прикупаете</translation>
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
      <source>Surs</source>
      <translation>Сюры</translation>
    </message>
    <message>
      <source>Bid</source>
      <translation>Заявка</translation>
    </message>
    <message>
      <source>Needed</source>
      <translation>Нужно</translation>
    </message>
    <message>
      <source>Leves</source>
      <translation>Леве</translation>
    </message>
    <message>
      <source>Honours</source>
      <translation>Онёры</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Очки</translation>
    </message>
    <message>
      <source>Trumps %1, ×%2</source>
      <translation>Козыри %1, ×%2</translation>
    </message>
    <message>
      <source>Tricks: %1 (needs %2)</source>
      <translation>Взяток: %1 (нужно %2)</translation>
    </message>
    <message numerus="yes">
      <source>Talon: %n card(s)</source>
      <translation>
        <numerusform>В прикупе %n карта</numerusform>
        <numerusform>В прикупе %n карты</numerusform>
        <numerusform>В прикупе %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>Souverains</source>
      <translation>Суверены</translation>
    </message>
    <message>
      <source>Deals in which the player was paid a souverain's premium</source>
      <translation>Сдачи, в которых игроку заплатили премию за суверен</translation>
    </message>
    <message>
      <source>will play</source>
      <comment>you</comment>
      <translation>играете</translation>
    </message>
    <message>
      <source>re-pass</source>
      <comment>you</comment>
      <translation>говорите «перепас»</translation>
    </message>
    <message>
      <source>stay</source>
      <comment>you</comment>
      <translation>остаётесь</translation>
    </message>
    <message>
      <source>force</source>
      <comment>you</comment>
      <translation>объявляете неволю</translation>
    </message>
    <message numerus="yes">
      <source>buys %n card(s)</source>
      <translation>
        <numerusform>прикупает %n карту</numerusform>
        <numerusform>прикупает %n карты</numerusform>
        <numerusform>прикупает %n карт</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>buy %n card(s)</source>
      <comment>you</comment>
      <translation>
        <numerusform>прикупаете %n карту</numerusform>
        <numerusform>прикупаете %n карты</numerusform>
        <numerusform>прикупаете %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>buys no cards</source>
      <translation>не прикупает</translation>
    </message>
    <message>
      <source>buy no cards</source>
      <comment>you</comment>
      <translation>не прикупаете</translation>
    </message>
    <message>
      <source>Buy &amp;none</source>
      <translation>&amp;Не прикупать</translation>
    </message>
    <message numerus="yes">
      <source>discards %n card(s)</source>
      <translation>
        <numerusform>сносит %n карту</numerusform>
        <numerusform>сносит %n карты</numerusform>
        <numerusform>сносит %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>discard</source>
      <comment>you</comment>
      <translation>сносите</translation>
    </message>
    <message numerus="yes">
      <source>discard %n card(s)</source>
      <comment>you</comment>
      <translation>
        <numerusform>сносите %n карту</numerusform>
        <numerusform>сносите %n карты</numerusform>
        <numerusform>сносите %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>The tricks the player needed to make his bid.</source>
      <translation>Сколько взяток игроку нужно было взять.</translation>
    </message>
    <message>
      <source>Tricks above the base number: one point each.</source>
      <translation>Взятки сверх основного числа: по очку за каждую.</translation>
    </message>
    <message>
      <source>Points for the top trumps held: A K Q J 10.</source>
      <translation>Очки за старшие козыри на руках: A K Q J 10.</translation>
    </message>
    <message>
      <source>Leves and honours: what the deal adds to the score.</source>
      <translation>Леве и онёры: что сдача прибавляет к счёту.</translation>
    </message>
    <message>
      <source>declarer</source>
      <translation>играющий</translation>
    </message>
    <message>
      <source>compulsion</source>
      <translation>неволя</translation>
    </message>
    <message>
      <source>forced to play</source>
      <translation>в неволе</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>пас</translation>
    </message>
    <message>
      <source>made</source>
      <translation>выполнено</translation>
    </message>
    <message>
      <source>grand souverain</source>
      <translation>гранд-суверен</translation>
    </message>
    <message>
      <source>petit souverain</source>
      <translation>птит-суверен</translation>
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
    <message>
      <source>draw</source>
      <comment>you</comment>
      <translation>берёте карту</translation>
    </message>
    <message>
      <source>stand</source>
      <comment>you</comment>
      <translation>говорите «хватит»</translation>
    </message>
    <message>
      <source>pass</source>
      <comment>you</comment>
      <translation>пасуете</translation>
    </message>
    <message>
      <source>It chose from the cards in its hand, which you cannot see.</source>
      <translation>Он выбирал по картам у себя на руке, а их вам не видно.</translation>
    </message>
    <message>
      <source>It played {action} in its own way at this level; the strongest choice would have been another.</source>
      <translation>Он сыграл «{action}» по-своему, как играет на этом уровне; сильнейший ход был бы другим.</translation>
    </message>
    <message>
      <source>a card you cannot see</source>
      <translation>скрытая от вас карта</translation>
    </message>
    <message>
      <source>cards you cannot see</source>
      <translation>скрытые от вас карты</translation>
    </message>
    <message>
      <source>It played {action}; asked again, the strongest level's search now prefers another choice (it samples deals, and a close choice can go either way).</source>
      <translation>Он сыграл «{action}»; если спросить снова, поиск сильнейшего уровня теперь предпочтёт другой ход (он берёт сдачи в выборку, и близкий выбор может выпасть и так, и так).</translation>
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
  </context>
</TS>
