# en: Mafia's roles explained to players (/mafia roles, /mafia role NAME).
# Every role of the engine (Role::ALL) has three messages keyed by its
# stable name: mafia-role-name-ROLE (its name, capitalised, as a person
# may type it), mafia-role-line-ROLE (one line: side and power) and
# mafia-role-about-ROLE (side, night, what an investigation shows,
# special rules). The engine's role_texts test fails when one is missing.
# Selector arguments: $preset (classic sport hp), $listed and $span
# (yes/no, one/range).

## Names.
mafia-role-name-villager = Villager
mafia-role-name-mafioso = Mafioso
mafia-role-name-cop = Cop
mafia-role-name-doctor = Doctor
mafia-role-name-commoner = Commoner
mafia-role-name-detective = Detective
mafia-role-name-healer = Healer
mafia-role-name-don = Don
mafia-role-name-sheriff = Sheriff
mafia-role-name-godfather = Godfather
mafia-role-name-lycan = Lycan
mafia-role-name-escort = Escort
mafia-role-name-consort = Consort
mafia-role-name-bodyguard = Bodyguard
mafia-role-name-vigilante = Vigilante
mafia-role-name-tracker = Tracker
mafia-role-name-witch = Witch
mafia-role-name-mayor = Mayor
mafia-role-name-lucky = Lucky
mafia-role-name-cursed = Cursed
mafia-role-name-framer = Framer
mafia-role-name-janitor = Janitor
mafia-role-name-traitor = Traitor
mafia-role-name-jester = Jester
mafia-role-name-serial_killer = Serial killer
mafia-role-name-arsonist = Arsonist
mafia-role-name-medium = Medium
mafia-role-name-hunter = Hunter
mafia-role-name-cupid = Cupid

## One line each.
mafia-role-line-villager = village (red in sport); no night power, finds and votes out the mafia by day.
mafia-role-line-mafioso = mafia (black in sport); knows the other mafia and kills with them at night.
mafia-role-line-cop = village; investigates one player a night and learns their side at dawn.
mafia-role-line-doctor = village; protects one player a night from every attack.
mafia-role-line-commoner = village (hp); no power, votes each round.
mafia-role-line-detective = village (hp); with the other detectives tests one player a round: mafia or not.
mafia-role-line-healer = village (hp); with the other healers gives one player hit points each round.
mafia-role-line-don = black, the black team's leader (sport); shoots with it and looks for the sheriff at night.
mafia-role-line-sheriff = red (sport); checks one player's colour a night.
mafia-role-line-godfather = mafia, its leader; kills with the mafia, but an investigation shows the village.
mafia-role-line-lycan = village without a power, whom an investigation shows as mafia.
mafia-role-line-escort = village; blocks one other player's night action a night.
mafia-role-line-consort = mafia; blocks one other player's night action a night, and kills when no other mafia can.
mafia-role-line-bodyguard = village; guards one other player a night and dies in their place if they are attacked.
mafia-role-line-vigilante = village; has a few bullets and may shoot one player a night.
mafia-role-line-tracker = village; watches one player a night and learns whom they visited.
mafia-role-line-witch = village; one healing potion and one poison for the whole game.
mafia-role-line-mayor = village; may reveal themself once by day, and then their vote counts twice.
mafia-role-line-lucky = village; survives the first attack that nothing else stopped.
mafia-role-line-cursed = village until the mafia attack them; then they join the mafia.
mafia-role-line-framer = mafia; makes one player show as mafia to investigations for a night.
mafia-role-line-janitor = mafia; once a game hides the role of a player who dies that night.
mafia-role-line-traitor = the mafia's side, unknown to them; no power, shows as village.
mafia-role-line-jester = alone; wins if the town lynches them.
mafia-role-line-serial_killer = alone; kills one player a night and wins as the last one standing.
mafia-role-line-arsonist = alone; douses one player a night, or sets fire to everyone doused.
mafia-role-line-medium = village; talks with the dead at night.
mafia-role-line-hunter = village; when killed or lynched, may take one player along.
mafia-role-line-cupid = village; binds two players as lovers on the first night.

## In full.
mafia-role-about-villager = Side: the village (a red card in sport). A villager has no night power: they listen, talk and vote by day to find the mafia, and win with the village when no mafia is left. An investigation shows them as village (red).
mafia-role-about-mafioso = Side: the mafia (a black card in sport). Mafiosi know each other. In classic they pick the night's victim together; the player most of them pick is killed unless a doctor protects them (a tie is drawn at random). In sport the black players shoot together, and the shot kills only if all of them name the same player. In hp the mafia attack one target a round: it loses as many hit points as the mafia have together, and the mafia share the loss of as many as it had; a mafia at 0 hit points stays in the game until voted out. An investigation shows them as mafia (black). The mafia win once they are at least as many as everyone else.
mafia-role-about-cop = Side: the village (classic). Each night the cop investigates one player and learns at dawn, privately, whether they are village- or mafia-aligned: the godfather and the traitor show as village, the lycan and anyone framed that night as mafia. A blocked cop learns nothing that night. An investigation of the cop shows the village.
mafia-role-about-doctor = Side: the village (classic). Each night the doctor protects one player from every attack that night (the mafia's kill, a vigilante's shot…). The doctor may protect themself only as often as the rules allow (once a game by default), and a blocked doctor saves nobody. An investigation shows the doctor as village.
mafia-role-about-commoner = Side: the village (hp preset). A commoner has no power: they start with hit points (1000 by default), vote each round and hope the healers and detectives find the mafia in time. The detectives' test shows them as not mafia.
mafia-role-about-detective = Side: the village (hp preset). The detectives know each other. Each round they test one player who is not a detective, together: mafia or not. A mafia they find is voted out at once, and that round has no vote. They start with 800 hit points by default. When every detective is dead, the test is skipped.
mafia-role-about-healer = Side: the village (hp preset). The healers know each other. Each round they give one living player, together, 500 hit points by default (anyone: themselves or a mafia too); a player the mafia brought to 0 that round survives if healed. They start with 800 hit points by default. The detectives' test shows them as not mafia.
mafia-role-about-don = Side: black, the black team's leader (sport preset). On night 0 the don learns the black team and may send it a kill order. Each night they shoot with the black team, then check one player: are they the sheriff? The answer comes at once, privately. The sheriff's check shows the don as black.
mafia-role-about-sheriff = Side: red (sport preset). After the shooting each night the sheriff checks one player and learns at once, privately, whether their card is red or black. The don looks for the sheriff every night; the sheriff's own card shows red.
mafia-role-about-godfather = Side: the mafia, as its leader (classic). The godfather knows the other mafia and is known to them, and picks the night's victim with them; the mafia may not pick the godfather. An investigation shows the godfather as village, so the cop cannot find them.
mafia-role-about-lycan = Side: the village (classic). A lycan has no night power and is told on their card that an investigation shows them as mafia, which it does. They win with the village, so they must convince it they are not what the cop saw.
mafia-role-about-escort = Side: the village (classic). Each night the escort blocks one other living player: that player's night action does nothing (a blocked mafioso's pick does not count, a blocked doctor saves nobody, a blocked cop learns nothing), and they are told so privately at dawn. Blocks are settled early in the night, before protections and attacks, and the escort may not block the same player two nights running. An investigation shows the escort as village.
mafia-role-about-consort = Side: the mafia (classic). The consort knows the other mafia and is known to them. Each night they block one other living player, as the escort does: that player's night action does nothing, and not the same player two nights running. While no living mafia player can kill, the consort takes up the mafia's kill instead of blocking. An investigation shows the consort as mafia.
mafia-role-about-bodyguard = Side: the village (classic). Each night the bodyguard guards one other living player. If that player is attacked and no protection saves them, the bodyguard dies in their place (once a night). A blocked bodyguard guards nobody. An investigation shows the bodyguard as village.
mafia-role-about-vigilante = Side: the village (classic). The vigilante has a few bullets for the whole game (the option vigilante_shots, 2 by default, 1 to 5); each night they may shoot one other player or hold fire. The shot is an attack: a protection saves its target, and it may hit the village as well as the mafia. A blocked vigilante's shot does nothing. An investigation shows the vigilante as village.
mafia-role-about-tracker = Side: the village (classic). Each night the tracker watches one other player and learns at dawn, privately, whom that player visited with their night action (nobody, if they had none, passed or were blocked). A blocked tracker learns nothing. An investigation shows the tracker as village.
mafia-role-about-witch = Side: the village (classic). The witch has one healing potion and one poison for the whole game, and may use at most one a night, or pass. The potion saves its target from every attack that night, like the doctor's protection; the poison attacks its target. An investigation shows the witch as village.
mafia-role-about-mayor = Side: the village (classic). By day the mayor may reveal themself once, with a button beside the vote; the reveal is public, and from then on the mayor's vote counts twice. Until then the mayor is a villager without a night power. An investigation shows the mayor as village.
mafia-role-about-lucky = Side: the village (classic). The lucky one has no night power, but survives the first attack on them that nothing else stopped and is told so privately; the next one kills. An investigation shows them as village.
mafia-role-about-cursed = Side: the village, at first (classic). The cursed is a villager without a power until the mafia attack them: then, instead of dying, they join the mafia as a mafioso (told privately, with a new card, and the mafia learn their new member). Any other attack kills them. An investigation shows the cursed as village until they join the mafia.
mafia-role-about-framer = Side: the mafia (classic). The framer knows the other mafia and is known to them. Each night they frame one player outside the mafia, who shows as mafia to every investigation that night. While no killer of the mafia lives, the framer takes up the kill. An investigation shows the framer as mafia.
mafia-role-about-janitor = Side: the mafia (classic). The janitor knows the other mafia and is known to them. Once a game they name a player: if that player dies that night, their role is not revealed (the dawn says only that they died) and the janitor alone learns it. The use is spent only when a death was cleaned, and the janitor may pass. While no killer of the mafia lives, the janitor takes up the kill. An investigation shows the janitor as mafia.
mafia-role-about-traitor = Side: the mafia, from outside their room (classic). The traitor knows the mafia from the start, but they do not know the traitor and may target them. The traitor has no night power, and an investigation shows them as village. When the mafia's room is empty, a living traitor becomes a mafioso and takes up the kill. The traitor wins with the mafia and counts with them at the end.
mafia-role-about-jester = Side: alone (classic). The jester has no night power and wins if the town lynches them. With the option jester_ends_game at 1 (the default) the lynching ends the game with the jester the only winner; at 0 the game goes on and the jester wins beside the winners at the end. An investigation shows the jester as village.
mafia-role-about-serial_killer = Side: alone (classic). Each night the serial killer kills one other player; a protection saves the target, as from any attack. They win as the last one standing with at most one other player, and while they live neither the village nor the mafia has won. An investigation shows the serial killer as village.
mafia-role-about-arsonist = Side: alone (classic). Each night the arsonist douses one other player in petrol (the player is not told), or ignites: every living doused player is attacked at once. They win like the serial killer, as the last one standing with at most one other player, and while they live neither the village nor the mafia has won. An investigation shows the arsonist as village.
mafia-role-about-medium = Side: the village (classic). At night the medium sits in the dead's room: the dead hear the medium and the medium hears them. By day the medium has no room and votes like any villager. An investigation shows the medium as village.
mafia-role-about-hunter = Side: the village (classic). When killed at night or lynched, the hunter may take one living player along: the table is told the hunter is aiming, and the hunter has a deadline of their own (the option hunter_secs, 60 seconds by default) to shoot or pass. The shot comes before the win is checked. An investigation shows the hunter as village.
mafia-role-about-cupid = Side: the village (classic). On the first night cupid binds two living players as lovers (two picks, one after the other); each lover learns the other privately at dawn. When one lover dies, the other dies of grief. Lovers on different sides win together, alone, if they are the last two alive; lovers on the same side win with it. An investigation shows cupid as village.

## The replies.
mafia-roles-head = { $listed ->
    [yes] The roles of this group's own list (preset { $preset }, { $min } to { $max } { $max ->
        [one] player
       *[other] players
    }):
   *[no] The roles the { $preset } preset deals ({ $min } to { $max } { $max ->
        [one] player
       *[other] players
    }):
}
mafia-roles-entry = • { $name } × { $span ->
    [one] { $fewest }
   *[range] { $fewest }–{ $most }
}: { $line }
mafia-role-not-dealt = These rules ({ $preset }) do not deal this role{ $listed ->
    [yes] { " " }(their list of roles leaves it out)
   *[no] { "" }
}.
