<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
  <context>
    <name>lomber</name>
    <message>
      <source>High card</source>
      <translation>Старшая карта</translation>
    </message>
    <message>
      <source>S&amp;how</source>
      <translation>&amp;Открыть</translation>
    </message>
    <message>
      <source>shows</source>
      <translation>открывает</translation>
    </message>
    <message>
      <source>show</source>
      <comment>you</comment>
      <translation>открываете</translation>
    </message>
    <message>
      <source>&amp;Fold</source>
      <translation>&amp;Пас</translation>
    </message>
    <message>
      <source>folds</source>
      <translation>пасует</translation>
    </message>
    <message>
      <source>fold</source>
      <comment>you</comment>
      <translation>пасуете</translation>
    </message>
    <message>
      <source>Pot</source>
      <translation>Банк</translation>
    </message>
    <message>
      <source>the pot</source>
      <translation>банк</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>сдающий</translation>
    </message>
    <message>
      <source>ante</source>
      <translation>ставка</translation>
    </message>
    <message>
      <source>win</source>
      <translation>выигрыш</translation>
    </message>
    <message>
      <source>Card</source>
      <translation>Карта</translation>
    </message>
    <message>
      <source>Chips each.</source>
      <translation>Фишек у каждого в начале партии.</translation>
    </message>
    <message>
      <source>Deals in the match.</source>
      <translation>Сдач в партии.</translation>
    </message>
  </context>
</TS>
