"""The fake Discord harness drives a real client: real interactions, command tree, views and dynamic items."""

from __future__ import annotations

import asyncio
import gc
import io
import re
import warnings
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from playground.fake_discord import (
    APP_ID,
    BOT_ID,
    CHANNEL_ID,
    GUILD_ID,
    PUBLIC_THREAD,
    USER_ID,
    FakeHTTP,
    Sent,
    add_guild,
    autocomplete,
    button,
    dispatch,
    logged_in,
    make_interaction,
    select,
    slash,
)

PNG = b"\x89PNG\r\n\x1a\nfake-board"
REPORT = b"round 1: 12 points\n"


class VoteButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"toy:vote:(?P<game>\d+):(?P<choice>[a-z]+)"
):
    """A stateless button: ``edit`` rewrites the message it sits on, ``dm`` sends the clicker a DM."""

    def __init__(self, game: int, choice: str) -> None:
        super().__init__(discord.ui.Button(label=choice, custom_id=f"toy:vote:{game}:{choice}"))
        self.game = game
        self.choice = choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> VoteButton:
        return cls(int(match["game"]), match["choice"])

    async def callback(self, interaction: discord.Interaction[ToyBot]) -> None:  # type: ignore[override]
        bot = interaction.client
        bot.votes.append((self.game, self.choice, interaction.user.id))
        if self.choice == "edit":
            await interaction.response.edit_message(content=f"voted in game {self.game}", view=None)
            return
        try:
            await interaction.user.send("your secret hand")
        except discord.Forbidden as exc:
            bot.dm_errors.append(exc)
            await interaction.response.send_message("open your DMs", ephemeral=True)
        else:
            await interaction.response.send_message("check your DMs", ephemeral=True)


class PickSelect(discord.ui.Select["PostView"]):
    """A plain (message-bound) select menu."""

    def __init__(self) -> None:
        options = [discord.SelectOption(label=v, value=v) for v in ("a", "b", "c")]
        super().__init__(custom_id="toy:pick", options=options, max_values=2)

    async def callback(self, interaction: discord.Interaction[ToyBot]) -> None:  # type: ignore[override]
        interaction.client.picks.append((tuple(self.values), interaction.user.id))
        await interaction.response.send_message(f"picked {', '.join(self.values)}", ephemeral=True)


class PostView(discord.ui.View):
    """The public post: two dynamic buttons and a select (default 180 s timeout, like most views)."""

    def __init__(self, game: int) -> None:
        super().__init__()
        self.add_item(VoteButton(game, "edit"))
        self.add_item(VoteButton(game, "dm"))
        self.add_item(PickSelect())


class PanelView(discord.ui.View):
    """An ephemeral panel whose button defers, then edits the panel."""

    @discord.ui.button(label="next", custom_id="toy:panel:next")
    async def next_step(self, interaction: discord.Interaction, item: discord.ui.Button[PanelView]) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="panel 2", view=None)


toy = app_commands.Group(name="toy", description="Toy commands")


async def suggest(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete for ``/toy echo text``."""
    return [app_commands.Choice(name=w, value=w) for w in ("hello", "hi", "bye") if w.startswith(current)]


@toy.command(name="echo", description="Repeat a text")
@app_commands.describe(text="What to say", times="How often")
@app_commands.autocomplete(text=suggest)
async def echo(interaction: discord.Interaction[ToyBot], text: str, times: int = 1) -> None:
    """``/toy echo``: a subcommand of a group with options, answered ephemerally."""
    interaction.client.seen.append(("echo", text, times, interaction.user.id))
    await interaction.response.send_message(text * times, ephemeral=True)


class ToyBot(discord.Client):
    """A tiny bot exercising every path the harness must support."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree: app_commands.CommandTree[ToyBot] = app_commands.CommandTree(self)
        self.seen: list[tuple[Any, ...]] = []
        self.votes: list[tuple[int, str, int]] = []
        self.picks: list[tuple[tuple[str, ...], int]] = []
        self.dm_errors: list[discord.HTTPException] = []
        self.release = asyncio.Event()
        self.tree.add_command(toy)
        self.tree.command(name="ping", description="Pong, privately")(self.ping)
        self.tree.command(name="report", description="A file, later")(self.report)
        self.tree.command(name="post", description="A public post")(self.post)
        self.tree.command(name="early", description="A follow-up before any reply")(self.early)
        self.tree.command(name="hang", description="Never finishes")(self.hang)
        self.tree.command(name="card", description="A private image, then another")(self.card)
        self.tree.command(name="panel", description="A private panel")(self.panel)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(VoteButton)
        await self.tree.sync()

    async def ping(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", ephemeral=True)

    async def report(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True, ephemeral=True)
        await interaction.followup.send("your report", file=discord.File(io.BytesIO(REPORT), "report.txt"))

    async def post(self, interaction: discord.Interaction, game: int) -> None:
        assert isinstance(interaction.channel, discord.TextChannel)
        await interaction.channel.send(
            f"Game {game}", file=discord.File(io.BytesIO(PNG), "board.png"), view=PostView(game)
        )
        await interaction.response.send_message("posted", ephemeral=True)

    async def early(self, interaction: discord.Interaction) -> None:
        await interaction.followup.send("too early")

    async def hang(self, interaction: discord.Interaction) -> None:
        await self.release.wait()

    async def card(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            "card", file=discord.File(io.BytesIO(b"first"), "a.png"), ephemeral=True
        )
        await interaction.edit_original_response(
            content="card 2", attachments=[discord.File(io.BytesIO(b"second"), "b.png")]
        )

    async def panel(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("panel 1", view=PanelView(), ephemeral=True)


class GuildToyBot(ToyBot):
    """The same bot syncing its commands to one guild only, as a development setup does."""

    async def setup_hook(self) -> None:
        self.add_dynamic_items(VoteButton)
        self.tree.copy_global_to(guild=discord.Object(GUILD_ID))
        await self.tree.sync(guild=discord.Object(GUILD_ID))


@pytest.fixture
async def bot() -> AsyncIterator[tuple[ToyBot, FakeHTTP]]:
    """A logged-in toy bot and its fake Discord; closed afterwards."""
    async with logged_in(ToyBot()) as (client, http):
        yield client, http


async def _post(client: ToyBot, http: FakeHTTP, game: int = 7) -> Sent:
    """Run ``/post`` and return the one public channel message it made."""
    await dispatch(client, slash("post", None, {"game": game}))
    [sent] = http.sent_messages(CHANNEL_ID)
    return sent


async def test_login_runs_setup_hook_and_syncs_the_commands(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    assert client.user is not None and client.user.id == BOT_ID
    assert client.application_id == APP_ID
    assert [(c.method, c.path) for c in http.calls] == [
        ("GET", "/users/@me"),
        ("GET", "/oauth2/applications/@me"),
        ("PUT", f"/applications/{APP_ID}/commands"),
    ]
    group = http.command("toy")
    assert group is not None and int(group["id"]) > 0
    [sub] = group["options"]
    assert (sub["name"], sub["type"], [o["name"] for o in sub["options"]]) == ("echo", 1, ["text", "times"])
    fetched = await client.tree.fetch_commands()
    assert {c.name for c in fetched} == {"toy", "ping", "report", "post", "early", "hang", "card", "panel"}


async def test_subcommand_gets_its_options_and_the_user(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    payload = slash("toy", "echo", {"text": "hi", "times": 3}, user_id=4242)
    await dispatch(client, payload)
    assert client.seen == [("echo", "hi", 3, 4242)]
    [reply] = http.interaction_responses(payload["token"])
    assert (reply["type"], reply["content"], reply["flags"] & 64, reply["ephemeral"]) == (
        4,
        "hihihi",
        64,
        True,
    )
    assert http.interactions[payload["token"]].payload["data"]["id"] == http.command("toy")["id"]  # type: ignore[index]


async def test_ephemeral_reply_is_recorded_with_flag_64(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    await dispatch(client, slash("ping"))
    [reply] = http.interaction_responses()
    assert reply["data"]["flags"] == 64 and reply["ephemeral"]
    assert reply["message"] is not None and reply["message"]["content"] == "pong"
    assert not http.sent_messages()


async def test_deferred_follow_up_carries_the_file_and_stays_ephemeral(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    payload = slash("report")
    await dispatch(client, payload)
    [defer] = http.interaction_responses()
    assert defer["type"] == 5 and defer["ephemeral"]
    [follow] = http.followups(payload["token"])
    assert follow["files"] == {"report.txt": REPORT} and follow["filenames"] == ["report.txt"]
    assert follow["content"] == "your report"
    # The first follow-up replaces the "thinking" message and keeps the ephemerality of the defer.
    assert follow["message_id"] == defer["message_id"] and follow["ephemeral"]
    assert [s["kind"] for s in http.replies(payload["token"])] == ["callback", "followup"]


async def test_channel_post_has_the_file_and_the_view(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    sent = await _post(client, http)
    assert sent["content"] == "Game 7" and not sent["ephemeral"]
    assert sent["files"] == {"board.png": PNG}
    assert sent["message"] is not None
    assert [a["filename"] for a in sent["message"]["attachments"]] == ["board.png"]
    ids = [c["custom_id"] for row in sent["components"] for c in row["components"]]
    assert ids == ["toy:vote:7:edit", "toy:vote:7:dm", "toy:pick"]
    attachment = discord.Attachment(data=sent["message"]["attachments"][0], state=client._connection)  # type: ignore[arg-type]
    assert await attachment.read() == PNG


async def test_dynamic_button_routes_with_its_groups_and_edits_the_message(
    bot: tuple[ToyBot, FakeHTTP],
) -> None:
    client, http = bot
    sent = await _post(client, http, game=12)
    assert sent["message"] is not None
    await dispatch(client, button("toy:vote:12:edit", message=sent["message"], user_id=77))
    assert client.votes == [(12, "edit", 77)]
    [update] = [r for r in http.interaction_responses() if r["type"] == 7]
    assert update["message_id"] == sent["message_id"]
    stored = http.message(sent["message_id"])  # type: ignore[arg-type]
    assert stored is not None and stored["content"] == "voted in game 12" and stored["components"] == []


async def test_dynamic_button_on_a_default_message(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, _ = bot
    await dispatch(client, button("toy:vote:5:edit"))
    assert client.votes == [(5, "edit", USER_ID)]


async def test_dm_refused_is_a_real_forbidden_50007(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    http.fail_dm(USER_ID)
    await dispatch(client, button("toy:vote:3:dm"))
    [error] = client.dm_errors
    assert isinstance(error, discord.Forbidden)
    assert (error.status, error.code, error.text) == (403, 50007, "Cannot send messages to this user")
    assert http.dms(USER_ID) == []
    assert http.interaction_responses()[-1]["content"] == "open your DMs"
    await dispatch(client, button("toy:vote:3:dm"))  # the fault was for one call only
    [dm] = http.dms(USER_ID)
    assert dm["content"] == "your secret hand" and not dm["ephemeral"]
    assert [c.path for c in http.calls_to("POST", "/users/@me/channels")] == ["/users/@me/channels"]


async def test_select_values_reach_the_callback(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    sent = await _post(client, http)
    await dispatch(client, select("toy:pick", ["a", "c"], message=sent["message"], user_id=99))
    assert client.picks == [(("a", "c"), 99)]
    assert http.interaction_responses()[-1]["content"] == "picked a, c"


async def test_server_error_surfaces_as_the_command_error(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    http.fail("POST", "/channels/*/messages", status=500, times=None)
    with pytest.raises(app_commands.CommandInvokeError) as caught:
        await dispatch(client, slash("post", None, {"game": 1}))
    assert isinstance(caught.value.original, discord.DiscordServerError)
    assert caught.value.original.status == 500
    errors = await dispatch(client, slash("post", None, {"game": 2}), raise_errors=False)
    assert len(errors) == 1 and http.sent_messages() == []
    assert len(http.calls_to("POST", re.compile(r"/channels/\d+/messages"))) == 2


async def test_follow_up_before_any_reply_is_unknown_webhook(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, _ = bot
    with pytest.raises(app_commands.CommandInvokeError) as caught:
        await dispatch(client, slash("early"))
    assert isinstance(caught.value.original, discord.NotFound) and caught.value.original.code == 10015


async def test_dispatch_times_out_on_a_command_that_never_ends(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, _ = bot
    with pytest.raises(TimeoutError, match="CommandTree-invoker"):
        await dispatch(client, slash("hang"), timeout=0.2)


async def test_guild_and_channel_resolution(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, _ = bot
    uncached = make_interaction(client, slash("ping"))
    assert client.get_guild(GUILD_ID) is None
    assert uncached.guild is not None and uncached.guild.id == GUILD_ID and uncached.guild.name == ""
    assert isinstance(uncached.channel, discord.TextChannel) and uncached.channel.id == CHANNEL_ID
    assert isinstance(uncached.user, discord.Member)
    guild = add_guild(client)
    cached = make_interaction(client, slash("ping"))
    assert cached.guild is guild and cached.channel is guild.get_channel(CHANNEL_ID)
    dm = make_interaction(client, slash("ping", guild_id=None))
    assert dm.guild is None and isinstance(dm.channel, discord.DMChannel)
    assert type(dm.user) is discord.User


async def test_restart_keeps_discord_state_and_dynamic_items_route() -> None:
    async with logged_in(ToyBot()) as (first, http):
        sent = await _post(first, http, game=4)
    async with logged_in(ToyBot(), http) as (second, _):
        await dispatch(second, button("toy:vote:4:edit", message=sent["message"]))
        assert second.votes == [(4, "edit", USER_ID)]


async def test_commands_bot_works_and_the_session_is_closed() -> None:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    hits: list[str] = []

    @bot.tree.command(name="hello", description="Hi")
    async def hello(interaction: discord.Interaction, name: str) -> None:
        hits.append(name)
        await interaction.response.send_message(f"hello {name}")

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        async with logged_in(bot) as (_, http):
            await dispatch(bot, slash("hello", None, {"name": "Ana"}))
            assert hits == ["Ana"] and not http.interaction_responses()[0]["ephemeral"]
        gc.collect()
    assert bot.http._HTTPClient__session.closed  # type: ignore[attr-defined]
    assert not [w for w in caught if "Unclosed" in str(w.message)]
    assert FakeHTTP.active() is None


async def test_reply_with_a_file_then_edit_its_attachments(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    payload = slash("card")
    await dispatch(client, payload)
    [reply] = http.interaction_responses(payload["token"])
    assert reply["files"] == {"a.png": b"first"} and reply["ephemeral"] and reply["content"] == "card"
    [edit] = http.webhook_edits(payload["token"])
    assert edit["files"] == {"b.png": b"second"} and edit["ephemeral"]
    assert edit["message_id"] == reply["message_id"]
    assert edit["message"] is not None and [a["filename"] for a in edit["message"]["attachments"]] == [
        "b.png"
    ]


async def test_guild_synced_commands_resolve_with_the_command_guild() -> None:
    async with logged_in(GuildToyBot()) as (client, http):
        assert [c.path for c in http.calls_to("PUT")] == [
            f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"
        ]
        payload = slash("toy", "echo", {"text": "x"})
        await dispatch(client, payload)
        assert client.seen == [("echo", "x", 1, USER_ID)]
        data = http.interactions[payload["token"]].payload["data"]
        assert data["guild_id"] == str(GUILD_ID)


async def test_concurrent_dispatches_keep_their_own_tasks_and_errors(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    sent = await _post(client, http, game=8)
    clicks = [button("toy:vote:8:dm", message=sent["message"], user_id=u) for u in (1, 2)]
    results = await asyncio.gather(
        *(dispatch(client, c) for c in clicks),
        dispatch(client, slash("early"), raise_errors=False),
        dispatch(client, slash("ping"), raise_errors=False),
    )
    assert sorted(v[2] for v in client.votes) == [1, 2]
    assert [len(r) for r in results] == [0, 0, 1, 0]
    assert {d["content"] for u in (1, 2) for d in http.dms(u)} == {"your secret hand"}


async def test_autocomplete_answers_with_choices(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    await dispatch(client, autocomplete("toy", "echo", {"text": "h", "times": 1}, "text"))
    [answer] = http.interaction_responses()
    assert answer["type"] == 8 and [c["value"] for c in answer["data"]["choices"]] == ["hello", "hi"]
    assert client.seen == []


async def test_ephemeral_panel_button_routes_by_message_id_and_edits_the_panel(
    bot: tuple[ToyBot, FakeHTTP],
) -> None:
    client, http = bot
    await dispatch(client, slash("panel"))
    [reply] = http.interaction_responses()
    assert reply["ephemeral"] and reply["message"] is not None
    click = button("toy:panel:next", message=reply["message"])
    await dispatch(client, click)
    [defer] = http.interaction_responses(click["token"])
    assert defer["type"] == 6 and defer["message_id"] == reply["message_id"]
    [edit] = http.webhook_edits(click["token"])
    assert edit["message_id"] == reply["message_id"] and edit["ephemeral"]
    stored = http.message(reply["message_id"])  # type: ignore[arg-type]
    assert stored is not None and stored["content"] == "panel 2" and stored["components"] == []
    await dispatch(client, button("toy:panel:next"))  # another message: no view there, nothing happens
    assert len(http.interaction_responses()) == 2


async def test_expired_interaction_is_not_found_10062(bot: tuple[ToyBot, FakeHTTP]) -> None:
    client, http = bot
    http.fail("POST", "/interactions/*/callback", code=10062)
    with pytest.raises(app_commands.CommandInvokeError) as caught:
        await dispatch(client, slash("ping"))
    error = caught.value.original
    assert isinstance(error, discord.NotFound) and (error.status, error.code) == (404, 10062)
    assert http.interaction_responses() == [] and len(http.calls_to("POST", "/interactions/*")) == 1


async def test_a_thread_started_from_a_message_has_its_id_and_interactions_come_from_it(
    bot: tuple[ToyBot, FakeHTTP],
) -> None:
    """A public thread started from a message takes the message's id (type 11, its parent, its name);
    a second start is refused with 160004, one inside a thread with 50024; posts go into the thread,
    a message is not found under another channel, and an interaction sent in the thread carries it."""
    client, http = bot
    sent = await _post(client, http)
    message_id = int(sent["message_id"] or 0)
    data = await client.http.start_thread_with_message(
        CHANNEL_ID, message_id, name="Game 7", auto_archive_duration=10080
    )
    thread = client.get_partial_messageable(int(data["id"]))
    assert int(data["id"]) == message_id and data["type"] == PUBLIC_THREAD
    assert int(data["parent_id"]) == CHANNEL_ID and data["name"] == "Game 7"
    assert http.threads(CHANNEL_ID) == [http.thread(message_id)] and http.threads(message_id) == []
    assert (http.message(message_id) or {})["thread"]["id"] == str(message_id)
    with pytest.raises(discord.HTTPException) as again:
        await client.http.start_thread_with_message(
            CHANNEL_ID, message_id, name="x", auto_archive_duration=60
        )
    assert again.value.code == 160004
    inner = await thread.send("in the thread")
    assert inner.channel.id == message_id and http.sent_messages(message_id)[0]["content"] == "in the thread"
    with pytest.raises(discord.HTTPException) as nested:
        await client.http.start_thread_with_message(message_id, inner.id, name="x", auto_archive_duration=60)
    assert nested.value.code == 50024
    with pytest.raises(discord.NotFound):
        await client.get_partial_messageable(CHANNEL_ID).get_partial_message(inner.id).edit(content="no")
    payload = slash("ping", channel_id=message_id)
    await dispatch(client, payload)
    delivered = http.interactions[payload["token"]].payload
    channel = make_interaction(client, delivered).channel
    assert isinstance(channel, discord.Thread) and channel.parent_id == CHANNEL_ID
    assert channel.id == int(delivered["channel_id"]) == message_id


async def test_text_on_a_components_v2_message_is_refused_in_discords_words(
    bot: tuple[ToyBot, FakeHTTP], discord_refusals: list[Any]
) -> None:
    """A message sent with IS_COMPONENTS_V2 keeps the flag for good: an edit that gives it text is
    refused as Discord refuses it (50035, MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2), and the
    message stays as it was; an edit of its components passes."""
    client, http = bot
    channel = client.get_partial_messageable(CHANNEL_ID)
    layout = discord.ui.LayoutView()
    layout.add_item(discord.ui.TextDisplay("the table"))
    message = await channel.send(view=layout)
    with pytest.raises(discord.HTTPException) as refused:
        await message.edit(content="a summary line")
    assert refused.value.code == 50035
    assert "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2" in str(refused.value)
    assert [r.code for r in discord_refusals] == [50035]
    assert [f.code for f in discord_refusals[0].fields] == [
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
    ]
    stored = http.message(message.id)
    assert stored is not None and not stored.get("content")
    again = discord.ui.LayoutView()
    again.add_item(discord.ui.TextDisplay("the table, later"))
    await message.edit(view=again)
    stored = http.message(message.id)
    assert stored is not None and stored["flags"] & (1 << 15)
