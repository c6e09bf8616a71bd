"""Qt's TLS set up for a table: TLS 1.2 with a pre-shared key and ephemeral Diffie-Hellman (docs/network.md)."""

from __future__ import annotations

from PySide6.QtNetwork import QSsl, QSslCipher, QSslConfiguration, QSslSocket

# AEAD ciphers only, each with an ephemeral (EC)DHE exchange, so a code learnt later does not open a recorded
# match; the key authenticates both ends. In the host's order of preference.
CIPHERS = ("ECDHE-PSK-CHACHA20-POLY1305", "DHE-PSK-AES256-GCM-SHA384", "DHE-PSK-CHACHA20-POLY1305",
           "DHE-PSK-AES128-GCM-SHA256")


class TLSUnavailable(RuntimeError):
    """Qt has no TLS backend with pre-shared keys here: no table can be hosted or joined."""


def _ciphers() -> list[QSslCipher]:
    supported = {c.name(): c for c in QSslConfiguration.supportedCiphers()}
    return [supported[name] for name in CIPHERS if name in supported]


def check_tls() -> None:
    """Raise TLSUnavailable unless Qt's TLS backend can do what a table needs."""
    if not QSslSocket.supportsSsl() or not QSslSocket.isFeatureSupported(QSsl.SupportedFeature.Psk):
        raise TLSUnavailable(f"Qt's TLS backend ({QSslSocket.activeBackend() or 'none'}) has no pre-shared keys")
    if not _ciphers():
        raise TLSUnavailable("Qt's TLS backend offers none of the pre-shared-key ciphers a table uses")


def configuration(hint: bytes | None = None) -> QSslConfiguration:
    """The TLS configuration of a host (with its salt as the identity hint) or of a client (`hint` None)."""
    from PySide6.QtCore import QByteArray

    conf = QSslConfiguration.defaultConfiguration()
    conf.setProtocol(QSsl.SslProtocol.TlsV1_2)   # Qt's pre-shared keys are TLS 1.2's (RFC 4279, 5489)
    conf.setCiphers(_ciphers())
    conf.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)   # no certificates: the key is the proof
    if hint is not None:
        conf.setPreSharedKeyIdentityHint(QByteArray(hint))
    return conf
