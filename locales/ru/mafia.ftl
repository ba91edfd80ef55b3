# ru: каталог «Мафии». Аргументы-селекторы — постоянные коды:
# $role (villager mafioso cop doctor commoner detective healer don sheriff
# godfather lycan escort consort bodyguard vigilante tracker witch mayor
# lucky cursed framer janitor traitor jester serial_killer arsonist),
# $team (village mafia jester serial_killer arsonist), $power (kill
# investigate protect block guard shoot track frame clean stab douse ignite
# heal poison), флаги yes/no.
# Игрок, показанный так, как его видит получатель, приходит тремя
# аргументами: $X (имя, псевдоним или «вы»), $X-cap (то же с заглавной)
# и $X-you (yes, если это сам получатель).
# Имена не склоняются, поэтому перед ними стоит «игрок» в нужном падеже.

## Роли и команды. mafia-role — именительный падеж, .ins — творительный.
mafia-role = { $role ->
    [mafioso] мафиози
    [cop] комиссар
    [doctor] доктор
    [commoner] мирный житель
    [detective] детектив
    [healer] лекарь
    [don] дон
    [sheriff] шериф
    [godfather] главарь мафии
    [lycan] ликантроп
    [escort] эскорт
    [consort] любовница мафии
    [bodyguard] телохранитель
    [vigilante] мститель
    [tracker] следопыт
    [witch] ведьма
    [mayor] мэр
    [lucky] счастливчик
    [cursed] проклятый
    [framer] фальсификатор
    [janitor] чистильщик
    [traitor] предатель
    [jester] шут
    [serial_killer] маньяк
    [arsonist] поджигатель
    [medium] медиум
    [hunter] охотник
    [cupid] купидон
   *[villager] мирный житель
}
    .ins = { $role ->
        [mafioso] мафиози
        [cop] комиссаром
        [doctor] доктором
        [commoner] мирным жителем
        [detective] детективом
        [healer] лекарем
        [don] доном
        [sheriff] шерифом
        [godfather] главарём мафии
        [lycan] ликантропом
        [escort] эскортом
        [consort] любовницей мафии
        [bodyguard] телохранителем
        [vigilante] мстителем
        [tracker] следопытом
        [witch] ведьмой
        [mayor] мэром
        [lucky] счастливчиком
        [cursed] проклятым
        [framer] фальсификатором
        [janitor] чистильщиком
        [traitor] предателем
        [jester] шутом
        [serial_killer] маньяком
        [arsonist] поджигателем
        [medium] медиумом
        [hunter] охотником
        [cupid] купидоном
       *[villager] мирным жителем
    }
mafia-team = { $team ->
    [mafia] мафия
    [jester] шут
    [serial_killer] маньяк
    [arsonist] поджигатель
    [lovers] влюблённые
   *[village] мирные жители
}
mafia-you = вы

## Карты ролей.
mafia-card = { $role ->
    [cop] Вы — комиссар.
    [doctor] Вы — доктор.
    [commoner] Вы — мирный житель.
    [don] Вы — дон.
    [sheriff] Вы — шериф.
    [lycan] Вы — ликантроп: мирный житель, которого проверка покажет как мафию.
    [escort] Вы — эскорт: каждую ночь вы можете занять одного другого игрока, и его ночное действие не сработает.
    [bodyguard] Вы — телохранитель: каждую ночь вы охраняете одного другого игрока, и если на него нападут, вы погибнете вместо него.
    [vigilante] Вы — мститель: у вас несколько патронов, и в любую ночь вы можете застрелить одного игрока или не стрелять.
    [tracker] Вы — следопыт: каждую ночь вы следите за одним другим игроком и на рассвете узнаёте, к кому он ходил.
    [witch] Вы — ведьма: на всю игру у вас одно лечебное зелье и один яд, и за ночь можно использовать не больше одного.
    [mayor] Вы — мэр: днём вы можете один раз раскрыться, и с этого момента ваш голос считается за два.
    [lucky] Вы — счастливчик: мирный житель, который переживает первое нападение на себя.
    [cursed] Вы — проклятый: мирный житель, но если на вас нападёт мафия, вы не погибнете, а перейдёте к ней.
    [jester] Вы — шут: вы побеждаете, если город вас казнит.
    [serial_killer] Вы — маньяк: каждую ночь вы убиваете одного игрока и побеждаете, если в живых останетесь вы и не больше одного другого игрока.
    [arsonist] Вы — поджигатель: каждую ночь вы обливаете бензином одного игрока или поджигаете всех облитых; вы побеждаете, если в живых останетесь вы и не больше одного другого игрока.
    [medium] Вы — медиум: ночью вы говорите с мёртвыми, слышите их и можете им отвечать.
    [hunter] Вы — охотник: если вас убьют или казнят, вы можете забрать с собой одного игрока.
    [cupid] Вы — купидон: в первую ночь вы связываете двух игроков любовью; если один из них погибнет, погибнет и другой.
   *[villager] Вы — мирный житель.
}
mafia-card-alone =
    Вы — { $role ->
        [detective] детектив
        [healer] лекарь
        [godfather] главарь мафии; проверка покажет вас мирным жителем
        [consort] любовница мафии: каждую ночь вы можете заблокировать ночное действие одного другого игрока
        [framer] фальсификатор мафии: каждую ночь вы делаете так, что проверка покажет одного игрока мафией
        [janitor] чистильщик мафии: один раз за игру вы можете скрыть роль игрока, погибшего этой ночью
        [traitor] предатель: вы побеждаете вместе с мафией, которая вас не знает; проверка покажет вас мирным жителем
       *[mafioso] член мафии
    }.
    Вы действуете в одиночку.
mafia-card-allies = { $role ->
    [detective]
        Вы — детектив.
        Другие детективы: { $allies }
    [healer]
        Вы — лекарь.
        Другие лекари: { $allies }
    [godfather]
        Вы — главарь мафии; проверка покажет вас мирным жителем.
        Ваши сообщники: { $allies }
    [consort]
        Вы — любовница мафии: каждую ночь вы можете заблокировать ночное действие одного другого игрока.
        Ваши сообщники: { $allies }
    [framer]
        Вы — фальсификатор мафии: каждую ночь вы делаете так, что проверка покажет одного игрока мафией.
        Ваши сообщники: { $allies }
    [janitor]
        Вы — чистильщик мафии: один раз за игру вы можете скрыть роль игрока, погибшего этой ночью.
        Ваши сообщники: { $allies }
    [traitor]
        Вы — предатель: вы побеждаете вместе с мафией, но она вас не знает, а проверка покажет вас мирным жителем. Если вся мафия погибнет, вы займёте её место.
        Мафия: { $allies }
   *[mafioso]
        Вы — член мафии.
        Ваши сообщники: { $allies }
}

## Классика и hp.
mafia-day-zero =
    Доброе утро, город! Сегодня день 0.
    Голосования сегодня не будет.
    Но берегитесь: этой ночью мафия выйдет на охоту.
mafia-ready = { $name-you ->
        [yes] Вы отмечаете
       *[no] { $name } отмечает
    } готовность к ночи.
mafia-nightfall = Наступает ночь { $night }. Все, у кого есть ночное действие, делают выбор в личных сообщениях.
mafia-choice-recorded = { $power ->
        [ignite] Вы подожжёте всех облитых
       *[other] { $power ->
            [investigate] Вы проверяете
            [protect] Вы защищаете
            [block] Вы блокируете
            [guard] Вы охраняете
            [shoot] Вы стреляете в игрока
            [track] Вы следите за игроком
            [frame] Вы подставляете игрока
            [clean] Вы заметёте следы, если погибнет игрок
            [stab] Вы убиваете игрока
            [douse] Вы обливаете бензином игрока
            [heal] Лечебное зелье получит игрок
            [poison] Вы отравляете игрока
            [bind] Вы выбираете влюблённого
           *[kill] Ваш выбор жертвы на эту ночь
        }: { $target }
    } (до конца ночи выбор можно изменить).
mafia-pass-recorded = Этой ночью вы не используете способностей (до конца ночи можно передумать).
mafia-blocked = Этой ночью вас кто-то отвлёк: ваше ночное действие не сработало.
mafia-mafia-pick = { $by-you ->
        [yes] Вы хотите
       *[no] { $by } хочет
    } убить { $target }.
mafia-dawn-killed-role =
    Рассвет. День { $day }.
    { $name-you ->
        [yes] Этой ночью убили вас. Вы были
       *[no] Этой ночью убили игрока { $name }. Он был
    } { mafia-role.ins }.
mafia-dawn-killed =
    Рассвет. День { $day }.
    Этой ночью убили { $name-you ->
        [yes] вас
       *[no] игрока { $name }
    }.
mafia-lovers = Купидон связал вас с игроком { $name }: вы влюблённые. Если один из вас погибнет, погибнет и другой; если вы на разных сторонах, вы побеждаете вместе, оставшись последними двумя живыми.
mafia-lover-died-role = { $name-you ->
        [yes] Вы умираете от горя по своему возлюбленному. Вы были
       *[no] Игрок { $name } умирает от горя по возлюбленному. Он был
    } { mafia-role.ins }.
mafia-lover-died = { $name-you ->
        [yes] Вы умираете
       *[no] Игрок { $name } умирает
    } от горя по возлюбленному.
mafia-hunter-aims = { $name-you ->
        [yes] Вы были охотником: вы можете забрать с собой одного игрока.
       *[no] Игрок { $name } был охотником и может забрать с собой одного игрока.
    }
mafia-hunter-shot-role = { $name-you ->
        [yes] Ваш последний выстрел убивает
       *[no] Последний выстрел охотника убивает
    } { $target-you ->
        [yes] вас. Вы были
       *[no] игрока { $target }. Он был
    } { mafia-role.ins }.
mafia-hunter-shot = { $name-you ->
        [yes] Ваш последний выстрел убивает
       *[no] Последний выстрел охотника убивает
    } { $target-you ->
        [yes] вас
       *[no] игрока { $target }
    }.
mafia-hunter-holds = { $name-you ->
        [yes] Вы никого не забираете с собой.
       *[no] Охотник { $name } никого не забирает с собой.
    }
mafia-also-died-role = { $name-you ->
        [yes] Также мёртвыми нашли вас. Вы были
       *[no] Также мёртвым нашли игрока { $name }. Он был
    } { mafia-role.ins }.
mafia-also-died = Также мёртвым нашли { $name-you ->
        [yes] вас
       *[no] игрока { $name }
    }.
mafia-cleaned = Вы замели следы после гибели игрока { $name }: он был { mafia-role.ins }. Больше никто этого не знает.
mafia-tracked = Этой ночью игрок { $name } ходил { $target-you ->
        [yes] к вам
       *[no] к игроку { $target }
    }.
mafia-tracked-nobody = Этой ночью игрок { $name } никуда не ходил.
mafia-survived = Этой ночью на вас напали, но вам повезло: вы выжили. Следующее нападение будет смертельным.
mafia-recruited = Этой ночью на вас напала мафия. Вы не погибли, а перешли к ней: теперь вы мафиози.
mafia-new-member = Игрок { $name } перешёл на сторону мафии.
mafia-promoted = Мафии больше нет. Вы продолжаете её дело: теперь вы мафиози и каждую ночь выбираете жертву.
mafia-jester-wins = { $name-you ->
        [yes] Вы были шутом, и казнь — это всё, чего вы хотели: вы победили!
       *[no] Игрок { $name } был шутом, и казнь — это всё, чего он хотел: шут побеждает!
    }
mafia-mayor-revealed = { $name-you ->
        [yes] Вы раскрылись как мэр: теперь ваш голос считается за два.
       *[no] Игрок { $name } раскрылся как мэр: теперь его голос считается за два.
    }
mafia-dawn-nobody =
    Рассвет. День { $day }.
    Этой ночью никто не погиб.
mafia-investigation = Проверка показала, что { $name } играет за { $team ->
        [mafia] мафию
       *[village] город
    }.
mafia-still-alive = В игре остаются: { $names }
mafia-voting-opens = День { $day }: голосуйте за казнь одного из игроков — или за то, чтобы никого не казнить.
mafia-vote-cast = { $name-you ->
        [yes] Вы голосуете
       *[no] { $name } голосует
    } за { $target-you ->
        [yes] вашу казнь
       *[no] казнь игрока { $target }
    }.
mafia-vote-cast-no-one = { $name-you ->
        [yes] Вы голосуете
       *[no] { $name } голосует
    } за то, чтобы никого не казнить.
mafia-said = { $name-you ->
        [yes] Вы говорите
       *[no] { $name } говорит
    }: «{ $line }»
mafia-said-to = { $name-you ->
        [yes] Вы говорите
       *[no] { $name } говорит
    } игроку { $recipient }: «{ $line }»
mafia-lynched-role =
    { $name-you ->
        [yes] Город казнил вас!
    Вы были
       *[no] Город казнил игрока { $name }!
    Он был
    } { mafia-role.ins }.
mafia-lynched = Город казнил { $name-you ->
        [yes] вас
       *[no] игрока { $name }
    }!
mafia-no-lynch = Сегодня город решил никого не казнить.
mafia-hit-points = У вас { $hp } { $hp ->
        [one] очко
        [few] очка
       *[many] очков
    } здоровья.
mafia-ally-pick = { $by-you ->
        [yes] Вы хотите
       *[no] { $by } хочет
    } { $power ->
        [investigate] проверить
        [protect] вылечить
       *[kill] убить
    } { $target }.
mafia-tested = Проверка показала: { $name } — { $mafia ->
        [yes] мафия
       *[no] не мафия
    }.
mafia-caught-role =
    Детективы поймали игрока { $name }, и он покидает игру. В этом раунде голосования нет.
    Он был { mafia-role.ins }.
mafia-caught = Детективы поймали игрока { $name }, и он покидает игру. В этом раунде голосования нет.
mafia-revote = Голоса разделились поровну: { $names }. Все голосуют заново (повторное голосование № { $attempt }).
mafia-afk-removed = { $name-you ->
        [yes] Вы пропустили слишком много ходов подряд и выбываете из игры. Вашу роль узнают только в конце.
       *[no] Игрок { $name } пропустил слишком много ходов подряд и выбывает из игры. Его роль раскроется только в конце.
    }
mafia-winner = { $team ->
    [lovers] Побеждают влюблённые!
    [jester] Побеждает шут!
    [serial_killer] Побеждает маньяк!
    [arsonist] Побеждает поджигатель!
    [mafia] Побеждает мафия!
   *[village] Побеждают мирные жители!
}

## Спортивная мафия.
mafia-sport-card = { $role ->
    [don] У вас чёрная карта: вы — дон. Вы возглавляете чёрных, ночью стреляете вместе с ними, а затем проверяете одного игрока: не шериф ли он?
    [mafioso] У вас чёрная карта. Ночью чёрные стреляют; выстрел попадает, только если все чёрные игроки назовут одну и ту же цель.
    [sheriff] У вас красная карта: вы — шериф. Каждую ночь вы проверяете одного игрока: красный он или чёрный?
   *[villager] У вас красная карта. Найдите чёрных и выгоните их голосованием.
}
mafia-black-team = Чёрная команда: { $names }. Дон: { $don }.
mafia-introduction = Ночь 0: знакомство. Чёрные узнают друг друга, и дон может дать им приказ на отстрел. Этой ночью никого не убивают.
mafia-kill-order = Приказ дона: { $text }
mafia-discussion = День { $day }: обсуждение, игроки говорят по порядку мест.
mafia-speech-turn = Слово { $speaker-you ->
        [yes] вам
       *[no] игроку { $speaker }
    }: { $secs } { $secs ->
        [one] секунда
        [few] секунды
       *[many] секунд
    }.
mafia-speech-turn-again = Автокатастрофа: снова слово { $speaker-you ->
        [yes] вам
       *[no] игроку { $speaker }
    }: { $secs } { $secs ->
        [one] секунда
        [few] секунды
       *[many] секунд
    }.
mafia-speech = { $speaker-you ->
        [yes] Вы говорите
       *[no] { $speaker-cap } говорит
    }: «{ $text }»
mafia-relayed = { $speaker-you ->
        [yes] Вы говорите
       *[no] { $speaker-cap } говорит
    }: «{ $line }»
mafia-nominated = { $by-you ->
        [yes] Вы выставляете
       *[no] { $by-cap } выставляет
    } { $nominee-you ->
        [yes] { $by-you ->
            [yes] себя
           *[no] вас
        }
       *[no] игрока { $nominee }
    }.
mafia-no-nominees = Никого не выставили: сегодня голосования нет.
mafia-ballot-opens = Голосование по выставленным игрокам в порядке выставления: { $names }. У каждого игрока один голос.
mafia-ballot-cast = { $voter-you ->
        [yes] Вы голосуете
       *[no] { $voter-cap } голосует
    } за { $nominee-you ->
        [yes] { $voter-you ->
            [yes] себя
           *[no] вас
        }
       *[no] игрока { $nominee }
    }.
mafia-tally = Итоги голосования: { $counts }.
mafia-tally-entry = { $name } — { $count } { $count ->
        [one] голос
        [few] голоса
       *[many] голосов
    }
mafia-car-crash = Автокатастрофа: поровну голосов набрали { $names }. Они выступают снова, и голосование повторяется только между ними.
mafia-confirmation = Согласны ли вы, что { $name-you ->
        [yes] вы покидаете
       *[no] игрок { $name } покидает
    } игру?
mafia-confirmation-all = Повторное голосование снова закончилось поровну. Согласны ли вы, чтобы игру покинули все: { $names }?
mafia-agreement = { $voter-you ->
        [yes] Вы отвечаете
       *[no] { $voter-cap } отвечает
    } { $yes ->
        [yes] «да»
       *[no] «нет»
    }.
mafia-leaves-role = { $name-you ->
    [yes] Вы покидаете игру. Вы были { mafia-role.ins }.
   *[no] Игрок { $name } покидает игру. Он был { mafia-role.ins }.
}
mafia-leaves = { $name-you ->
    [yes] Вы покидаете игру.
   *[no] Игрок { $name } покидает игру.
}
mafia-stays = Большинства нет: { $names } { $you ->
        [yes] остаётесь
       *[no] { $several ->
            [yes] остаются
           *[no] остаётся
        }
    } в игре.
mafia-shooting = Наступает ночь { $night }. Чёрные стреляют.
mafia-shot-taken = Ваш выстрел { $target-you ->
        [yes] в себя
       *[no] в игрока { $target }
    } принят.
mafia-checks = Дон и шериф проводят проверки.
mafia-don-checked = { $target-you ->
        [yes] Вы
       *[no] Игрок { $target }
    } — { $sheriff ->
        [yes] шериф
       *[no] не шериф
    }.
mafia-sheriff-checked = { $target-you ->
        [yes] У вас
       *[no] У игрока { $target }
    } { $black ->
        [yes] чёрная
       *[no] красная
    } карта.
mafia-morning-killed-role = Утро. День { $day }. { $name-you ->
        [yes] Этой ночью застрелили вас. Вы были { mafia-role.ins }.
       *[no] Этой ночью застрелили игрока { $name }. Он был { mafia-role.ins }.
    }
mafia-morning-killed = Утро. День { $day }. { $name-you ->
        [yes] Этой ночью застрелили вас.
       *[no] Этой ночью застрелили игрока { $name }.
    }
mafia-morning-miss = Утро. День { $day }. Промах: этой ночью никого не застрелили.
mafia-seat-list = Порядок за столом: { $seats }.
mafia-seat-out = { $name } (вне игры)

## Вопросы.
mafia-prompt-ready = День 0: сообщите, когда будете готовы к ночи.
mafia-prompt-night-kill = Ночь. Проголосуйте за жертву.
mafia-prompt-investigate = Ночь. Кого вы хотите проверить?
mafia-prompt-protect = Ночь. Кого вы хотите спасти?
mafia-prompt-block = Ночь. Чьё ночное действие вы хотите заблокировать?
mafia-prompt-power = Ночь. { $power ->
        [guard] Кого вы хотите охранять?
        [shoot] В кого вы хотите выстрелить, если хотите?
        [track] За кем вы хотите следить?
        [frame] Кого вы хотите подставить?
        [clean] Чью гибель вы хотите скрыть, если хотите?
        [stab] Кого вы хотите убить?
        [douse] Кого вы хотите облить бензином — или пора поджигать?
        [ignite] Поджигаете?
        [bind] Кого вы свяжете любовью? Выберите двух игроков, одного за другим.
       *[heal] Хотите использовать зелье?
    }
mafia-prompt-last-shot = Вы умираете. Кого вы заберёте с собой, если хотите?
mafia-prompt-reveal = За кого вы голосуете? Как мэр вы можете сначала раскрыться: тогда ваш голос считается за два, и вы голосуете открыто.
mafia-prompt-vote = Кого вы хотите казнить?
mafia-prompt-kill-order = Ночь 0: отправьте чёрным приказ на отстрел (`speak ТЕКСТ`) или пропустите.
mafia-prompt-speech = Ваша речь: говорите (`speak ТЕКСТ`), выставьте одного игрока и скажите «пас», когда закончите.
mafia-prompt-nominees = Проголосуйте за одного из выставленных игроков.
mafia-prompt-agree = Вы согласны с выбыванием из игры?
mafia-prompt-shoot = Ночь. В кого стреляют чёрные?
mafia-prompt-don-check = Проверьте одного игрока: не шериф ли он?
mafia-prompt-sheriff-check = Проверьте одного игрока: красный он или чёрный?

## Варианты выбора.
mafia-choice-ready = Готово
mafia-choice-nominate = { $name-you ->
    [yes] Выставить себя
   *[no] Выставить игрока { $name }
}
mafia-choice-pass = Пас
mafia-choice-use = { $power ->
        [guard] Охранять: { $name }
        [shoot] Выстрелить: { $name }
        [track] Следить: { $name }
        [frame] Подставить: { $name }
        [clean] Замести следы: { $name }
        [stab] Убить: { $name }
        [douse] Облить: { $name }
        [ignite] Поджечь всех облитых
        [heal] Вылечить: { $name }
        [poison] Отравить: { $name }
        [bind] Связать: { $name }
       *[other] { $name }
    }
mafia-choice-reveal = Раскрыться: я мэр
mafia-choice-yes = Да
mafia-choice-no = Нет
mafia-no-one = никого

## Готовые реплики 0–16 так, как их читает человек (у протокола ботов
## своя английская таблица), и реплика с её предметом.
mafia-canned-0 = Нет
mafia-canned-1 = Да
mafia-canned-2 = Я комиссар
mafia-canned-3 = Я доктор
mafia-canned-4 = Я простой мирный житель
mafia-canned-5 = Я доверяю этому игроку:
mafia-canned-6 = По-моему, этот игрок подозрителен:
mafia-canned-7 = По-моему, этот игрок — комиссар:
mafia-canned-8 = По-моему, этот игрок — доктор:
mafia-canned-9 = По-моему, этот игрок — простой мирный житель:
mafia-canned-10 = По-моему, этот игрок — мафия:
mafia-canned-11 = Как вы думаете, этот игрок — мафия?
mafia-canned-12 = Я пытался(-ась) спасти этого игрока:
mafia-canned-13 = Мне удалось спасти этого игрока:
mafia-canned-14 = По моей проверке, этот игрок играет за мафию:
mafia-canned-15 = По моей проверке, этот игрок играет за город:
mafia-canned-16 = Не могли бы вы этой ночью применить свою способность к этому игроку?
mafia-line-about = { $line } { $subject }

## Таблица правил (/mafia rules): ключи, затем значения.
mafia-rules-preset = набор правил
mafia-rules-players = игроки
mafia-rules-players-value = от { $min } до { $max }
mafia-rules-roles = роли
mafia-rules-roles-classic = ⌊n/{ $mafia }⌋ мафиози, { $cops } { $cops ->
        [one] комиссар
        [few] комиссара
       *[many] комиссаров
    }, { $doctors } { $doctors ->
        [one] доктор
        [few] доктора
       *[many] докторов
    }, остальные — мирные жители
mafia-rules-roles-list = { $list }, остальные — мирные жители
mafia-rules-mode = режим
mafia-rules-roles-mode = как их раздаёт режим { $mode } для этого числа игроков (список — /mafia roles)
mafia-rules-role-option = { $option ->
        [vigilante_shots] патроны мстителя
        [jester_ends_game] казнь шута заканчивает игру
       *[hunter_secs] время на последний выстрел охотника
    }
mafia-rules-role-count = { mafia-role } × { $count }
mafia-rules-roles-hp = ⌊n/{ $mafia }⌋ мафиози, ⌊n/{ $detectives }⌋ детективов, ⌊n/{ $healers }⌋ лекарей{ $least ->
        [0] { "" }
       *[other] { " " }(не меньше { $least })
    }, остальные — мирные жители
mafia-rules-roles-sport = ⌊n/{ $mafia }⌋ чёрных (один из них — дон), один шериф, остальные — красные
mafia-rules-day0 = день 0
mafia-rules-day0-value = { $secs } с, без голосования
mafia-rules-self-saves = самоспасений доктора
mafia-rules-starting-hp = начальные очки здоровья
mafia-rules-starting-hp-value = мирный житель { $commoner }, мафия { $mafia }, детектив { $detective }, лекарь { $healer }
mafia-rules-heal = лечение
mafia-rules-heal-value = +{ $hp } { $hp ->
        [one] очко
        [few] очка
       *[many] очков
    } здоровья
mafia-rules-speech = речь
mafia-rules-speech-value = { $secs } с на игрока
mafia-rules-shooting = отстрел
mafia-rules-shooting-value = { $secs } с, попадание — только если все чёрные назовут одну и ту же цель
mafia-rules-confirmation = подтверждение
mafia-rules-confirmation-value = кандидат выбывает, если больше половины живых игроков скажут «да»
mafia-rules-pseudonyms = псевдонимы
mafia-rules-night = ночь
mafia-rules-day-vote = дневное голосование
mafia-rules-secs = { $secs } с
mafia-rules-no-lynch = голос «никого»
mafia-rules-tie = равенство голосов
mafia-rules-tie-random = решает жребий
mafia-rules-tie-no-lynch = никто не выбывает
mafia-rules-tie-car-crash = автокатастрофа: игроки с равным числом голосов говорят снова, голосование повторяется между ними, затем — «выбывают все?»
mafia-rules-tie-revote = переголосование (до { $times } { $times ->
        [one] раза
       *[many] раз
    }), затем жребий
mafia-rules-reveal = роли раскрываются при выбывании
mafia-rules-computers = компьютерные игроки
mafia-rules-computer-play = как играют компьютерные игроки
mafia-rules-computer-play-value = город голосует обдуманно в { $skill } % голосов и ждёт улик: { $waits }; комиссар раскрывается { $cop ->
        [at_once] с первой проверки
        [never] никогда
       *[when_found] когда найдёт мафиози
    }; ответные заявления мафии { $mafia }; заявления шута { $jester }
mafia-rules-afk = неактивные игроки
mafia-rules-afk-value = { $action ->
        [none] ничего не происходит
        [remove] { $strikes ->
            [one] после { $strikes } пропущенного хода подряд игрок выбывает из игры, а его роль остаётся тайной до конца; вернуться нельзя
           *[other] после { $strikes } пропущенных ходов подряд игрок выбывает из игры, а его роль остаётся тайной до конца; вернуться нельзя
        }
       *[replace] { $back ->
            [yes] { $strikes ->
                [one] после { $strikes } пропущенного хода подряд место занимает компьютерный игрок; игрок может вернуть его себе
               *[other] после { $strikes } пропущенных ходов подряд место занимает компьютерный игрок; игрок может вернуть его себе
            }
           *[no] { $strikes ->
                [one] после { $strikes } пропущенного хода подряд место занимает компьютерный игрок
               *[other] после { $strikes } пропущенных ходов подряд место занимает компьютерный игрок
            }
        }
    }
mafia-rules-on = вкл
mafia-rules-off = выкл
mafia-chat-team = 🌙 { $speaker-cap } пишет мафии: «{ $text }»
mafia-chat-dead = 👻 { $speaker-cap } пишет выбывшим: «{ $text }»
mafia-rules-team-chat = ночной чат мафии
mafia-rules-spectators = зрители
mafia-rules-dead-see-roles = роли видны выбывшим
