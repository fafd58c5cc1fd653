"""Self-test of the rate limits the fakes count (and, when asked, enforce) as Discord would."""

from __future__ import annotations

from playground.strict.check import Strict
from playground.strict.ratelimits import GLOBAL, RateLimits

MESSAGES = "/channels/{channel_id}/messages"
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_fifty_first_request_in_a_second_is_over_the_global_limit() -> None:
    """ "All bots can make up to 50 requests per second to our API" (rate-limits#global-rate-limit): the
    50th passes, the 51st would be limited until the first is a second old."""
    clock = Clock()
    rates = RateLimits(clock=clock)
    for channel in range(50):
        assert rates.observe("GET", "/channels/{channel_id}", {"channel_id": str(channel)}) is None
    limited = rates.observe("GET", "/channels/{channel_id}", {"channel_id": "99"})
    assert limited is not None and limited.is_global and 0 < limited.retry_after <= 1.0
    assert rates.would_limit == {"global": 1}
    clock.now += 1.0
    assert rates.observe("GET", "/channels/{channel_id}", {"channel_id": "99"}) is None


def test_interaction_endpoints_are_not_bound_by_the_global_limit() -> None:
    """ "Interaction endpoints are not bound to the bot's Global Rate Limit": callbacks never count."""
    rates = RateLimits(clock=Clock())
    for token in range(60):
        params = {"interaction_id": str(token), "interaction_token": f"t{token}"}
        assert rates.observe("POST", CALLBACK, params) is None
    assert GLOBAL not in rates.buckets("POST", CALLBACK)
    assert not rates.would_limit


def test_a_route_bucket_is_per_top_level_resource() -> None:
    """Per-route limits "account for top-level resources": five messages per five seconds in one channel,
    the sixth over; another channel has its own bucket; the headers say how many are left."""
    clock = Clock()
    rates = RateLimits(clock=clock)
    one, other = {"channel_id": "1"}, {"channel_id": "2"}
    assert rates.headers("POST", MESSAGES, one)["X-RateLimit-Remaining"] == "5"
    for _ in range(5):
        assert rates.observe("POST", MESSAGES, one) is None
    assert rates.headers("POST", MESSAGES, one)["X-RateLimit-Remaining"] == "0"
    limited = rates.observe("POST", MESSAGES, one)
    assert limited is not None and limited.bucket.name == "create message" and not limited.is_global
    assert rates.observe("POST", MESSAGES, other) is None
    clock.now += 5.0
    assert rates.observe("POST", MESSAGES, one) is None


def test_with_enforcement_a_request_over_the_limit_is_answered_429() -> None:
    """Enforced, the request over the limit gets 429 with its wait and is not served; only counted, it
    is served and counted as what Discord would have limited. A 429 is no refusal of the bot's body."""
    strict = Strict()
    strict.rates.enforce = True
    strict.rates.tighter = {"create message": (1, 60.0)}
    body = {"content": "hello"}
    assert strict.check("POST", "/channels/1/messages", body) is None
    answer = strict.check("POST", "/channels/1/messages", body)
    assert answer is not None and (answer.status, answer.code) == (429, 0)
    assert answer.retry_after is not None and 59 < answer.retry_after <= 60
    assert strict.rates.served_429 == 1 and not strict.refusals
