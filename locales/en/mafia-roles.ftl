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

## One line each.
mafia-role-line-villager = village (red in sport); no night power, finds and votes out the mafia by day.
mafia-role-line-mafioso = mafia (black in sport); knows the other mafia and kills with them at night.
mafia-role-line-cop = village; investigates one player a night and learns their side at dawn.
mafia-role-line-doctor = village; protects one player a night from the mafia's kill.
mafia-role-line-commoner = village (hp); no power, votes each round.
mafia-role-line-detective = village (hp); with the other detectives tests one player a round: mafia or not.
mafia-role-line-healer = village (hp); with the other healers gives one player hit points each round.
mafia-role-line-don = black, the black team's leader (sport); shoots with it and looks for the sheriff at night.
mafia-role-line-sheriff = red (sport); checks one player's colour a night.
mafia-role-line-godfather = mafia, its leader; kills with the mafia, but an investigation shows the village.
mafia-role-line-lycan = village without a power, whom an investigation shows as mafia.
mafia-role-line-escort = village; blocks one other player's night action a night.
mafia-role-line-consort = mafia; blocks one other player's night action a night, and kills when no other mafia can.

## In full.
mafia-role-about-villager = Side: the village (a red card in sport). A villager has no night power: they listen, talk and vote by day to find the mafia, and win with the village when no mafia is left. An investigation shows them as village (red).
mafia-role-about-mafioso = Side: the mafia (a black card in sport). Mafiosi know each other. In classic they pick the night's victim together; the player most of them pick is killed unless a doctor protects them (a tie is drawn at random). In sport the black players shoot together, and the shot kills only if all of them name the same player. In hp the mafia attack one target a round: it loses as many hit points as the mafia have together, and the mafia share the loss of as many as it had; a mafia at 0 hit points stays in the game until voted out. An investigation shows them as mafia (black). The mafia win once they are at least as many as everyone else.
mafia-role-about-cop = Side: the village (classic). Each night the cop investigates one player and learns at dawn, privately, whether they are village- or mafia-aligned: the godfather shows as village and the lycan as mafia. A blocked cop learns nothing that night. An investigation of the cop shows the village.
mafia-role-about-doctor = Side: the village (classic). Each night the doctor protects one player: if the mafia kill that player, nobody dies. The doctor may protect themself only as often as the rules allow (once a game by default), and a blocked doctor saves nobody. An investigation shows the doctor as village.
mafia-role-about-commoner = Side: the village (hp preset). A commoner has no power: they start with hit points (1000 by default), vote each round and hope the healers and detectives find the mafia in time. The detectives' test shows them as not mafia.
mafia-role-about-detective = Side: the village (hp preset). The detectives know each other. Each round they test one player who is not a detective, together: mafia or not. A mafia they find is voted out at once, and that round has no vote. They start with 800 hit points by default. When every detective is dead, the test is skipped.
mafia-role-about-healer = Side: the village (hp preset). The healers know each other. Each round they give one living player, together, 500 hit points by default (anyone: themselves or a mafia too); a player the mafia brought to 0 that round survives if healed. They start with 800 hit points by default. The detectives' test shows them as not mafia.
mafia-role-about-don = Side: black, the black team's leader (sport preset). On night 0 the don learns the black team and may send it a kill order. Each night they shoot with the black team, then check one player: are they the sheriff? The answer comes at once, privately. The sheriff's check shows the don as black.
mafia-role-about-sheriff = Side: red (sport preset). After the shooting each night the sheriff checks one player and learns at once, privately, whether their card is red or black. The don looks for the sheriff every night; the sheriff's own card shows red.
mafia-role-about-godfather = Side: the mafia, as its leader (classic). The godfather knows the other mafia and is known to them, and picks the night's victim with them; the mafia may not pick the godfather. An investigation shows the godfather as village, so the cop cannot find them.
mafia-role-about-lycan = Side: the village (classic). A lycan has no night power and is told on their card that an investigation shows them as mafia, which it does. They win with the village, so they must convince it they are not what the cop saw.
mafia-role-about-escort = Side: the village (classic). Each night the escort blocks one other living player: that player's night action does nothing (a blocked mafioso's pick does not count, a blocked doctor saves nobody, a blocked cop learns nothing), and they are told so privately at dawn. Blocks are settled before anything else, and the escort may not block the same player two nights running. An investigation shows the escort as village.
mafia-role-about-consort = Side: the mafia (classic). The consort knows the other mafia and is known to them. Each night they block one other living player, as the escort does: that player's night action does nothing, and not the same player two nights running. While no living mafia player can kill, the consort takes up the mafia's kill instead of blocking. An investigation shows the consort as mafia.

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
