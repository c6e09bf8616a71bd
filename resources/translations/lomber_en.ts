<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>lomber</name>
    <message numerus="yes">
      <source>Lomber stopped while it hosted a table of %1 with %n network player(s). Reopen the table, so that they return to their seats?</source>
      <translation>
        <numerusform>Lomber stopped while it hosted a table of %1 with %n network player. Reopen the table, so that he returns to his seat?</numerusform>
        <numerusform>Lomber stopped while it hosted a table of %1 with %n network players. Reopen the table, so that they return to their seats?</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>From %1 to %n players.</source>
      <translation>
        <numerusform>From %1 to %n player.</numerusform>
        <numerusform>From %1 to %n players.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>A number has more than %n digit(s).</source>
      <translation>
        <numerusform>A number has more than %n digit.</numerusform>
        <numerusform>A number has more than %n digits.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Stacked pack {index} names {card} %n time(s), more often than the pack holds it.</source>
      <translation>
        <numerusform>Stacked pack {index} names {card} once, more often than the pack holds it.</numerusform>
        <numerusform>Stacked pack {index} names {card} %n times, more often than the pack holds it.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{game} is for {lo} to %n players, not {seats}.</source>
      <translation>
        <numerusform>{game} is for {lo} to %n player, not {seats}.</numerusform>
        <numerusform>{game} is for {lo} to %n players, not {seats}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The stacked pack names {card} %n time(s), more often than the pack holds it.</source>
      <translation>
        <numerusform>The stacked pack names {card} once, more often than the pack holds it.</numerusform>
        <numerusform>The stacked pack names {card} %n times, more often than the pack holds it.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n choice(s)</source>
      <translation>
        <numerusform>%n choice</numerusform>
        <numerusform>%n choices</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n sampled deal(s)</source>
      <translation>
        <numerusform>%n sampled deal</numerusform>
        <numerusform>%n sampled deals</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n finished match(es) of this game</source>
      <translation>
        <numerusform>%n finished match of this game</numerusform>
        <numerusform>%n finished matches of this game</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n of them won by a human player</source>
      <translation>
        <numerusform>%n of them won by a human player</numerusform>
        <numerusform>%n of them won by a human player</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Estimates over %n sampled deal(s).</source>
      <translation>
        <numerusform>Estimates over %n sampled deal.</numerusform>
        <numerusform>Estimates over %n sampled deals.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You win %n chip(s).</source>
      <translation>
        <numerusform>You win %n chip.</numerusform>
        <numerusform>You win %n chips.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You lose %n chip(s).</source>
      <translation>
        <numerusform>You lose %n chip.</numerusform>
        <numerusform>You lose %n chips.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 wins %n chip(s).</source>
      <translation>
        <numerusform>%1 wins %n chip.</numerusform>
        <numerusform>%1 wins %n chips.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s) played</source>
      <translation>
        <numerusform>%n deal played</numerusform>
        <numerusform>%n deals played</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1. %2: %n chip(s)</source>
      <translation>
        <numerusform>%1. %2: %n chip</numerusform>
        <numerusform>%1. %2: %n chips</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n match(es)</source>
      <translation>
        <numerusform>%n match</numerusform>
        <numerusform>%n matches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n deal</numerusform>
        <numerusform>%n deals</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n finished match(es) could not be added to the history and were kept in %1.</source>
      <translation>
        <numerusform>A finished match could not be added to the history and was kept in %1.</numerusform>
        <numerusform>%n finished matches could not be added to the history and were kept in %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) in your hand.</source>
      <translation>
        <numerusform>Choose %n card in your hand.</numerusform>
        <numerusform>Choose %n cards in your hand.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s) taken; click to see the last one.</source>
      <translation>
        <numerusform>%n trick taken; click to see the last one.</numerusform>
        <numerusform>%n tricks taken; click to see the last one.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n trick</numerusform>
        <numerusform>%n tricks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n card(s) left in the shoe</source>
      <translation>
        <numerusform>%n card left in the shoe</numerusform>
        <numerusform>%n cards left in the shoe</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n card(s) left in the stock</source>
      <translation>
        <numerusform>%n card left in the stock</numerusform>
        <numerusform>%n cards left in the stock</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n card(s) dealt face down</source>
      <translation>
        <numerusform>A card dealt face down</numerusform>
        <numerusform>%n cards dealt face down</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 discards %n card(s)</source>
      <translation>
        <numerusform>%1 discards a card</numerusform>
        <numerusform>%1 discards %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You discard %n card(s)</source>
      <translation>
        <numerusform>You discard %n card</numerusform>
        <numerusform>You discard %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 puts down %n card(s)</source>
      <translation>
        <numerusform>%1 puts down a card</numerusform>
        <numerusform>%1 puts down %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You put down %n card(s)</source>
      <translation>
        <numerusform>You put down %n card</numerusform>
        <numerusform>You put down %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 %n card(s)</source>
      <translation>
        <numerusform>%1 a card</numerusform>
        <numerusform>%1 %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1 → %2: %n chip(s) (%3)</source>
      <translation>
        <numerusform>%1 → %2: %n chip (%3)</numerusform>
        <numerusform>%1 → %2: %n chips (%3)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exact, from the %n card(s) left in the shoe that you have not seen.</source>
      <translation>
        <numerusform>Exact, from the %n card left in the shoe that you have not seen.</numerusform>
        <numerusform>Exact, from the %n cards left in the shoe that you have not seen.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{seat}: %n point(s), over 16; only standing is possible.</source>
      <translation>
        <numerusform>{seat}: %n point, over 16; only standing is possible.</numerusform>
        <numerusform>{seat}: %n points, over 16; only standing is possible.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Your next card, on %n point(s)</source>
      <translation>
        <numerusform>Your next card, on %n point</numerusform>
        <numerusform>Your next card, on %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exact, from the %n card(s) your next card can be, weighed by what the others' draws showed (a player draws only on 16 or less).</source>
      <translation>
        <numerusform>Exact, from the %n card your next card can be, weighed by what the others' draws showed (a player draws only on 16 or less).</numerusform>
        <numerusform>Exact, from the %n cards your next card can be, weighed by what the others' draws showed (a player draws only on 16 or less).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>From the %n card(s) your next card can be, each taken as likely (what the others' draws showed is not read into it).</source>
      <translation>
        <numerusform>From the %n card your next card can be, each taken as likely (what the others' draws showed is not read into it).</numerusform>
        <numerusform>From the %n cards your next card can be, each taken as likely (what the others' draws showed is not read into it).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exact, from the %n card(s) your next card can be, each as likely (no other player's draw shows anything yet this deal).</source>
      <translation>
        <numerusform>Exact, from the %n card your next card can be, each as likely (no other player's draw shows anything yet this deal).</numerusform>
        <numerusform>Exact, from the %n cards your next card can be, each as likely (no other player's draw shows anything yet this deal).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The stock holds only %n card(s).</source>
      <translation>
        <numerusform>The stock holds only %n card.</numerusform>
        <numerusform>The stock holds only %n cards.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Stock: %n card(s)</source>
      <translation>
        <numerusform>Stock: %n card</numerusform>
        <numerusform>Stock: %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>exchanges %n card(s)</source>
      <translation>
        <numerusform>exchanges a card</numerusform>
        <numerusform>exchanges %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>exchange %n card(s)</source>
      <comment>you</comment>
      <translation>
        <numerusform>exchange %n card</numerusform>
        <numerusform>exchange %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Compulsion: %1 must take %n trick(s)</source>
      <translation>
        <numerusform>Compulsion: %1 must take %n trick</numerusform>
        <numerusform>Compulsion: %1 must take %n tricks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Compulsion: you must take %n trick(s)</source>
      <translation>
        <numerusform>Compulsion: you must take %n trick</numerusform>
        <numerusform>Compulsion: you must take %n tricks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>“{option}”: “{value}” is for %n players, not {seats}.</source>
      <translation>
        <numerusform>“{option}”: “{value}” is for %n player, not {seats}.</numerusform>
        <numerusform>“{option}”: “{value}” is for %n players, not {seats}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Only %n card(s) are left in the talon.</source>
      <translation>
        <numerusform>Only %n card is left in the talon.</numerusform>
        <numerusform>Only %n cards are left in the talon.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Discard exactly %n card(s) from your hand.</source>
      <translation>
        <numerusform>Discard exactly %n card from your hand.</numerusform>
        <numerusform>Discard exactly %n cards from your hand.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Talon: %n card(s)</source>
      <translation>
        <numerusform>Talon: %n card</numerusform>
        <numerusform>Talon: %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>buys %n card(s)</source>
      <translation>
        <numerusform>buys %n card</numerusform>
        <numerusform>buys %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>buy %n card(s)</source>
      <comment>you</comment>
      <translation>
        <numerusform>buy %n card</numerusform>
        <numerusform>buy %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>discards %n card(s)</source>
      <translation>
        <numerusform>discards a card</numerusform>
        <numerusform>discards %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>discard %n card(s)</source>
      <comment>you</comment>
      <translation>
        <numerusform>discard %n card</numerusform>
        <numerusform>discard %n cards</numerusform>
      </translation>
    </message>
  </context>
</TS>
