"""Keystone's WSGI application for gunicorn.

Keystone's config loader parses the command line of the process it runs in;
under gunicorn that is gunicorn's own (--bind, --workers, ...), which it does
not know, so every worker dies at import and is restarted for ever while the
port keeps accepting connections. Clearing the arguments first lets it load
keystone.conf from OS_KEYSTONE_CONFIG_DIR alone.
"""

import sys

sys.argv = sys.argv[:1]

from keystone.wsgi.api import application  # noqa: E402

__all__ = ["application"]
